export const PLATFORMS = ["macos", "windows", "other"] as const;
export type Platform = (typeof PLATFORMS)[number];

/** The visitor's desktop platform from the browser's user-agent (docs/product.md#entities). */
export function detectPlatform(userAgent: string): Platform {
  // iPhone/iPad user-agents also say "Mac OS X"; they cannot run the editor plugin.
  if (/iPhone|iPad|iPod/i.test(userAgent)) return "other";
  if (/Macintosh|Mac OS X|MacIntel/i.test(userAgent)) return "macos";
  if (/Windows/i.test(userAgent)) return "windows";
  return "other";
}

export function downloadLabel(platform: Platform): string {
  if (platform === "macos") return "Download for macOS";
  if (platform === "windows") return "Download for Windows";
  return "Download";
}

/** macOS gets the universal zip; every other platform gets the Windows x64 zip (docs/api.md). */
export function downloadUrlFor(platform: Platform, urls: { macos: string; windows: string }): string {
  return platform === "macos" ? urls.macos : urls.windows;
}

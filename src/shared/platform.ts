export const PLATFORMS = ["macos", "windows", "other"] as const;
export type Platform = (typeof PLATFORMS)[number];

// iPhone/iPad user-agents also say "Mac OS X"; they cannot run the editor plugin.
const HANDHELD = /iPhone|iPad|iPod/i;
const MAC = /Macintosh|Mac OS X|MacIntel/i;
const WINDOWS = /Windows/i;

/** The visitor's desktop platform from the browser's user-agent (docs/product.md#entities). */
export function detectPlatform(userAgent: string): Platform {
  if (HANDHELD.test(userAgent)) return "other";
  if (MAC.test(userAgent)) return "macos";
  if (WINDOWS.test(userAgent)) return "windows";
  return "other";
}

/**
 * Runs inline in <head> before first paint and puts detectPlatform's answer on <html data-platform>, from the same
 * patterns, so the Download button shows the visitor's label from the first frame, prerendered pages included,
 * with no shift when the app starts (styles.css picks the label). The server allows exactly this text by its hash
 * (src/server/lib/inline-script-hashes.ts); Vite writes it into index.html. Kept in ES5 and tiny: it blocks rendering.
 */
export const PLATFORM_INIT_SCRIPT =
  `(function(){try{var u=navigator.userAgent;document.documentElement.setAttribute("data-platform",` +
  `${String(HANDHELD)}.test(u)?"other":${String(MAC)}.test(u)?"macos":${String(WINDOWS)}.test(u)?"windows":"other")` +
  `}catch(e){}})()`;

export function downloadLabel(platform: Platform): string {
  if (platform === "macos") return "Download for macOS";
  if (platform === "windows") return "Download for Windows";
  return "Download";
}

/** macOS gets the universal zip; every other platform gets the Windows x64 zip (docs/api.md). */
export function downloadUrlFor(platform: Platform, urls: { macos: string; windows: string }): string {
  return platform === "macos" ? urls.macos : urls.windows;
}

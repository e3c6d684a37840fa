/**
 * Where to go after sign-in: the `redirect` parameter only when it is a path on this site;
 * anything else (another origin, protocol-relative `//evil`, `/\evil`, javascript:) goes to /account.
 */
export function safeRedirect(target: string | undefined, fallback = "/account"): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  try {
    const url = new URL(target, "http://same.origin");
    if (url.origin !== "http://same.origin") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

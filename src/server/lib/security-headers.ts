import type { MiddlewareHandler } from "hono";

/**
 * Security headers for every response (DESIGN.md §7). The CSP allows only what the app loads:
 * its own scripts and styles (Radix and sonner set inline style attributes), images from
 * https/data (avatars, studio logos, QR codes), and the analytics host when analytics is on.
 */
export function securityHeaders(options: { analyticsHost?: string | undefined; https: boolean }): MiddlewareHandler {
  const connect = ["'self'", options.analyticsHost].filter(Boolean).join(" ");
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return async (c, next) => {
    await next();
    c.header("Content-Security-Policy", csp);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("X-Frame-Options", "DENY");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (options.https) c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}

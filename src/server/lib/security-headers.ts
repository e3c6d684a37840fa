import { INLINE_SCRIPT_CSP_SOURCES } from "./inline-script-hashes.ts";

/**
 * Security headers for every response (docs/architecture.md#security-rules-that-hold-everywhere), set by `requestContext`. The CSP allows only what the app loads:
 * its own scripts (and, by hash, the inline theme and platform scripts that run before first paint) and styles (Radix and sonner set inline style attributes), images from
 * https/data (avatars, studio logos, QR codes), and the analytics host when analytics is on.
 */
export function securityHeaders(options: {
  analyticsHost?: string | undefined;
  https: boolean;
}): Array<[string, string]> {
  const connect = ["'self'", options.analyticsHost].filter(Boolean).join(" ");
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${INLINE_SCRIPT_CSP_SOURCES}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const headers: Array<[string, string]> = [
    ["Content-Security-Policy", csp],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
  ];
  if (options.https) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

/** 'Chrome on macOS' from a user-agent; good enough to recognise one's own devices. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : /goji-plugin/i.test(userAgent)
            ? "Goji plugin"
            : "Browser";
  const os = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Mac OS X|Macintosh/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "an unknown system";
  return `${browser} on ${os}`;
}

/**
 * The accessible name of a session's Revoke button, here and on the admin's user page: a list of them all named
 * "Revoke" does not say which one signs out which device. `detail` tells apart two sessions of one device.
 */
export function revokeSessionLabel(device: string, ipAddress: string | null | undefined, detail?: string): string {
  return `Revoke session from ${[device, ipAddress ?? "unknown IP", detail].filter(Boolean).join(", ")}`;
}

/** Query keys of the devices feature: one factory, so invalidations name exactly what they mean. */
export const deviceQueryKeys = {
  all: ["devices"] as const,
  /** The Connected devices card of a scope (null = personal credits). */
  connected: (organizationId: string | null) => ["devices", "connected", organizationId ?? "personal"] as const,
  /** A code typed on /device. */
  request: (userCode: string) => ["devices", "request", userCode] as const,
};

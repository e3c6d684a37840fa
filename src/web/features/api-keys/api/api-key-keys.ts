/** Query keys of the plugin API key shown on the account page (personal, or a studio's). */
export const apiKeyKeys = {
  current: (organizationId: string | null) => ["api-key", organizationId ?? "personal"] as const,
};

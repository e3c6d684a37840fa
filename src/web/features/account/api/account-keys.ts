/**
 * Query keys of the account's own data. `details` is spec §3's account details (get-account-details.ts
 * keeps its own key for the spec's cache rules); the rest belong to self-service.
 */
export const accountKeys = {
  details: ["account-details"] as const,
  deletionPreview: () => ["account", "deletion-preview"] as const,
};

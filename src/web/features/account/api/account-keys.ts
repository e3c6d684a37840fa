/** Query keys of the account's self-service data (the account details keep theirs in get-account-details.ts). */
export const accountKeys = {
  all: ["account"] as const,
  deletionPreview: () => [...accountKeys.all, "deletion-preview"] as const,
};

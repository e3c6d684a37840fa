/**
 * Query keys of the account page's data: the details (one entry per active studio, null for the Personal
 * Account) and the account's self-service data, all under one root so a change to the account refreshes both.
 */
export const accountKeys = {
  all: ["account-details"] as const,
  details: (activeOrgId: string | null | undefined) => [...accountKeys.all, activeOrgId ?? null] as const,
  deletionPreview: () => [...accountKeys.all, "deletion-preview"] as const,
  deletionLink: (token: string) => [...accountKeys.all, "deletion-link", token] as const,
};

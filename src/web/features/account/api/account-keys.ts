/** Query keys of the account page's data (one entry per active studio, null for the Personal Account). */
export const accountKeys = {
  all: ["account-details"] as const,
  details: (activeOrgId: string | null | undefined) => [...accountKeys.all, activeOrgId ?? null] as const,
};

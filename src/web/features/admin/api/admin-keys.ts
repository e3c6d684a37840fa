/** Query keys of the admin pages; `all` is the prefix every admin mutation refreshes. */
export const adminKeys = {
  all: ["admin"] as const,
  overview: () => [...adminKeys.all, "overview"] as const,
  users: (params: unknown) => [...adminKeys.all, "users", params] as const,
  user: (userId: string) => [...adminKeys.all, "user", userId] as const,
  auditLog: (userId: string | undefined) => [...adminKeys.all, "audit-log", userId ?? "all"] as const,
};

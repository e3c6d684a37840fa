/**
 * Query keys of everything about studios. `detail(id)` is the prefix of all of one studio's queries (other
 * features hang theirs below it too, e.g. usage and billing), so invalidating it refreshes the whole studio.
 */
export const organizationKeys = {
  all: ["organizations"] as const,
  mine: () => [...organizationKeys.all, "mine"] as const,
  detail: (id: string) => [...organizationKeys.all, id] as const,
  details: (id: string) => [...organizationKeys.detail(id), "details"] as const,
  members: (id: string) => [...organizationKeys.detail(id), "members"] as const,
  invitations: (id: string) => [...organizationKeys.detail(id), "invitations"] as const,
  audit: (id: string) => [...organizationKeys.detail(id), "audit"] as const,
  teams: (id: string) => [...organizationKeys.detail(id), "teams"] as const,
};

/** An invitation as its recipient sees it (/accept-invite). */
export const invitationKeys = {
  detail: (id: string) => ["invitations", id] as const,
};

/**
 * Studio roles and what each may do (docs/permissions.md). A member may hold several comma-separated roles and
 * is permitted when any one of them grants the action.
 */
export const orgStatements = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
} as const;

export type OrgResource = keyof typeof orgStatements;
export type OrgAction<R extends OrgResource> = (typeof orgStatements)[R][number];
export type OrgRole = "owner" | "admin" | "member";
type Grants = { [R in OrgResource]?: ReadonlyArray<OrgAction<R>> };

export const orgRoleGrants: Record<OrgRole, Grants> = {
  owner: orgStatements,
  admin: {
    organization: ["update"],
    member: ["create", "update", "delete"],
    invitation: ["create", "cancel"],
    team: ["create", "update", "delete"],
  },
  member: {},
};

export function parseRoles(role: string | null | undefined): OrgRole[] {
  return (role ?? "")
    .split(",")
    .map((r) => r.trim().toLowerCase())
    .filter((r): r is OrgRole => r === "owner" || r === "admin" || r === "member");
}

/** True when any of the roles grants the action on the resource. */
export function rolesAllow<R extends OrgResource>(
  role: string | null | undefined,
  resource: R,
  action: OrgAction<R>,
): boolean {
  return parseRoles(role).some(
    (r) => (orgRoleGrants[r][resource] as ReadonlyArray<string> | undefined)?.includes(action) ?? false,
  );
}

export const isOwner = (role: string | null | undefined) => parseRoles(role).includes("owner");
export const isOwnerOrAdmin = (role: string | null | undefined) =>
  parseRoles(role).some((r) => r === "owner" || r === "admin");

/** 'owner' → 'Owner', 'admin,member' → 'Admin, Member' (docs/permissions.md: roles shown capitalized). */
export function formatRoles(role: string | null | undefined): string {
  return parseRoles(role)
    .map((r) => r.charAt(0).toUpperCase() + r.slice(1))
    .join(", ");
}

import { createAccessControl } from "better-auth/plugins/access";
import { orgRoleGrants, orgStatements } from "../../shared/org-roles.ts";

/** better-auth access control built from the shared role table (spec §6). */
export const orgAccessControl = createAccessControl(orgStatements);

export const orgRoles = {
  owner: orgAccessControl.newRole(orgRoleGrants.owner as never),
  admin: orgAccessControl.newRole(orgRoleGrants.admin as never),
  member: orgAccessControl.newRole(orgRoleGrants.member as never),
};

import { createAccessControl } from "better-auth/plugins/access";
import { defaultAc, userAc } from "better-auth/plugins/admin/access";
import { orgRoleGrants, orgStatements } from "../../shared/org-roles.ts";

/** better-auth access control built from the shared role table (docs/permissions.md). */
export const orgAccessControl = createAccessControl(orgStatements);

export const orgRoles = {
  owner: orgAccessControl.newRole(orgRoleGrants.owner as never),
  admin: orgAccessControl.newRole(orgRoleGrants.admin as never),
  member: orgAccessControl.newRole(orgRoleGrants.member as never),
};

/**
 * Site roles (docs/permissions.md): the admin's permissions exactly as docs/permissions.md lists them. better-auth's default admin
 * role also has user get, update, set-email and set-phone; update-user could change a user's e-mail (then
 * reset their password), which docs/permissions.md gives no admin. Naming the roles also makes set-role refuse
 * anything but "admin" and "user".
 */
export const siteRoles = {
  admin: defaultAc.newRole({
    user: ["create", "list", "set-role", "ban", "impersonate", "delete", "set-password"],
    session: ["list", "revoke", "delete"],
  }),
  user: userAc,
};

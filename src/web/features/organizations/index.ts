// The organizations feature's public entry: what other features may use of it.
export { invitationKeys, organizationKeys } from "./api/organization-keys";
export { organizationDetailsQuery } from "./api/get-organization-details";
export { myOrganizationsQuery, useMyOrganizations } from "./api/get-my-organizations";

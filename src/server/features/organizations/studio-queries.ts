import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invitation, member, organization, team, teamMember, user } from "../../db/schema/index.ts";
import type {
  InvitationSummary,
  OrganizationInvitation,
  OrganizationListItem,
  OrganizationMember,
} from "../../../shared/organizations.ts";

/** The studios the user belongs to (docs/api.md, my-list). */
export async function listMyStudios(db: Db, userId: string): Promise<OrganizationListItem[]> {
  return db
    .select({ id: organization.id, name: organization.name, logo: organization.logo })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(asc(organization.name));
}

export async function listStudioMembers(db: Db, organizationId: string): Promise<OrganizationMember[]> {
  const rows = await db
    .select({
      memberId: member.id,
      userId: member.userId,
      name: user.name,
      email: user.email,
      avatar: user.image,
      role: member.role,
      joinedAt: member.createdAt,
      creditAllocation: member.creditAllocation,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, organizationId))
    .orderBy(asc(member.createdAt));
  const teams = await db
    .select({ userId: teamMember.userId, id: team.id, name: team.name })
    .from(teamMember)
    .innerJoin(team, eq(team.id, teamMember.teamId))
    .where(
      and(eq(team.organizationId, organizationId), inArray(teamMember.userId, rows.map((r) => r.userId).concat(""))),
    );
  return rows.map((row) => ({
    ...row,
    joinedAt: row.joinedAt.toISOString(),
    teams: teams.filter((t) => t.userId === row.userId).map(({ id, name }) => ({ id, name })),
  }));
}

/**
 * The studio's unanswered invitations (owner/admin only; the route checks): the pending ones, and those that expired
 * without an answer, so the studio sees why someone never joined. Per address only the newest invitation counts,
 * whatever its status: inviting an expired address again replaces its row, and deleting (cancelling) or accepting
 * the newest takes the address off the list, older expired ones included.
 */
export async function listOpenInvitations(db: Db, organizationId: string): Promise<OrganizationInvitation[]> {
  // The newest invitation per address is picked in the database, so a studio that has invited many people over the
  // years does not send its whole history to the server on every look at the members page.
  const address = sql`lower(${invitation.email})`;
  const newestPerAddress = db
    .selectDistinctOn([address], {
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      createdAt: invitation.createdAt,
      expiresAt: invitation.expiresAt,
      status: invitation.status,
    })
    .from(invitation)
    .where(eq(invitation.organizationId, organizationId))
    // Within one moment a pending invitation counts as the newer one, so a live link is never hidden.
    .orderBy(address, desc(invitation.createdAt), desc(sql`${invitation.status} = 'pending'`), desc(invitation.id))
    .as("newest_per_address");
  const rows = await db
    .select()
    .from(newestPerAddress)
    .where(eq(newestPerAddress.status, "pending"))
    .orderBy(asc(newestPerAddress.createdAt), asc(newestPerAddress.id));
  const now = Date.now();
  return rows.map(({ status: _status, ...row }) => ({
    ...row,
    role: row.role ?? "member",
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now,
  }));
}

/** What the invitation page shows; the id itself is the secret, as in the e-mailed link. */
export async function findInvitationSummary(db: Db, invitationId: string): Promise<InvitationSummary | null> {
  const [row] = await db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      status: invitation.status,
      expiresAt: invitation.expiresAt,
      organizationId: invitation.organizationId,
      organizationName: organization.name,
      organizationLogo: organization.logo,
      inviterName: user.name,
      inviterEmail: user.email,
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .innerJoin(user, eq(user.id, invitation.inviterId))
    .where(eq(invitation.id, invitationId));
  if (!row) return null;
  const known = ["pending", "accepted", "rejected", "canceled"] as const;
  const stored = known.find((s) => s === row.status) ?? "canceled";
  const status = stored === "pending" && row.expiresAt.getTime() <= Date.now() ? "expired" : stored;
  return {
    id: row.id,
    organizationId: row.organizationId,
    email: row.email,
    role: row.role ?? "member",
    status,
    expiresAt: row.expiresAt.toISOString(),
    organizationName: row.organizationName,
    organizationLogo: row.organizationLogo,
    inviterName: row.inviterName || row.inviterEmail,
  };
}

import { asc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  account,
  apiKey,
  creditPool,
  deviceAuthorization,
  invitation,
  member,
  organization,
  session,
  team,
  teamMember,
  usageEvent,
  user,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { BillingProvider } from "../billing/billing-provider.ts";
import { listOwnerSubscriptions } from "../billing/subscription-state.ts";
import { listOwnerImages } from "../images/image-store.ts";
import { auditEntriesAbout, invoicesOf } from "./account-export-history.ts";
import { exportSections } from "./account-export-sections.ts";

export const EXPORT_FORMAT_VERSION = 1;

/**
 * GET /api/account/export (GDPR art. 20): everything held about the user, as one JSON document. By
 * construction it lists columns, never whole rows, so no secret or hash can slip in: no password
 * hashes, session tokens, key material or key hashes, 2FA secrets or backup codes, request hashes.
 * Invoices come from the billing provider; if it cannot be reached the export fails (503) rather
 * than be silently incomplete.
 */
export async function exportAccountData(db: Db, provider: BillingProvider, userId: string, now = new Date()) {
  const [profile] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image,
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled,
      banned: user.banned,
      banReason: user.banReason,
      banExpires: user.banExpires,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!profile) throw new AppError("not_found", "This account no longer exists.");

  const [signIn, sessions, studios, teams, keys, deviceSignIns, invitations, pools, events, subscriptions, pictures] =
    await Promise.all([
      db
        .select({ method: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt })
        .from(account)
        .where(eq(account.userId, userId)),
      db
        .select({
          createdAt: session.createdAt,
          updatedAt: session.updatedAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
          impersonatedByAnAdmin: sql<boolean>`${session.impersonatedBy} is not null`,
        })
        .from(session)
        .where(eq(session.userId, userId))
        .orderBy(asc(session.createdAt)),
      db
        .select({
          id: organization.id,
          name: organization.name,
          role: member.role,
          joinedAt: member.createdAt,
          creditAllocation: member.creditAllocation,
        })
        .from(member)
        .innerJoin(organization, eq(organization.id, member.organizationId))
        .where(eq(member.userId, userId)),
      db
        .select({ studioId: team.organizationId, team: team.name, joinedAt: teamMember.createdAt })
        .from(teamMember)
        .innerJoin(team, eq(team.id, teamMember.teamId))
        .where(eq(teamMember.userId, userId)),
      db
        .select({
          id: apiKey.id,
          kind: apiKey.kind,
          studioId: apiKey.organizationId,
          endsWith: apiKey.suffix,
          deviceName: apiKey.deviceName,
          deviceOs: apiKey.deviceOs,
          pluginVersion: apiKey.deviceVersion,
          createdAt: apiKey.createdAt,
          lastUsedAt: apiKey.lastUsedAt,
          revokedAt: apiKey.revokedAt,
        })
        .from(apiKey)
        .where(eq(apiKey.userId, userId))
        .orderBy(asc(apiKey.createdAt)),
      db
        .select({
          requestedAt: deviceAuthorization.createdAt,
          requestedFromIp: deviceAuthorization.requestIp,
          deviceName: deviceAuthorization.deviceName,
          deviceOs: deviceAuthorization.deviceOs,
          pluginVersion: deviceAuthorization.deviceVersion,
          status: deviceAuthorization.status,
          studioId: deviceAuthorization.organizationId,
          decidedAt: deviceAuthorization.decidedAt,
          apiKeyId: deviceAuthorization.apiKeyId,
        })
        .from(deviceAuthorization)
        .where(eq(deviceAuthorization.userId, userId))
        .orderBy(asc(deviceAuthorization.createdAt)),
      db
        .select({
          studioId: invitation.organizationId,
          role: invitation.role,
          status: invitation.status,
          createdAt: invitation.createdAt,
          expiresAt: invitation.expiresAt,
          sentByYou: sql<boolean>`${invitation.inviterId} = ${userId}`,
        })
        .from(invitation)
        .where(or(eq(invitation.inviterId, userId), sql`lower(${invitation.email}) = ${profile.email.toLowerCase()}`)),
      db
        .select({
          planId: creditPool.planId,
          total: creditPool.total,
          used: creditPool.used,
          cycleStart: creditPool.cycleStart,
          cycleEnd: creditPool.cycleEnd,
        })
        .from(creditPool)
        .where(eq(creditPool.userId, userId)),
      db
        .select({
          id: usageEvent.id,
          createdAt: usageEvent.createdAt,
          amount: usageEvent.amount,
          feature: usageEvent.feature,
          pool: sql<string>`case when ${creditPool.userId} is not null then 'personal' else 'studio' end`,
          studioId: creditPool.organizationId,
          apiKeyId: usageEvent.apiKeyId,
          idempotencyKey: usageEvent.idempotencyKey,
        })
        .from(usageEvent)
        .innerJoin(creditPool, eq(creditPool.id, usageEvent.poolId))
        .where(eq(usageEvent.userId, userId))
        .orderBy(asc(usageEvent.createdAt), asc(usageEvent.id)),
      listOwnerSubscriptions(db, { kind: "user", id: userId }),
      listOwnerImages(db, { kind: "user", id: userId }),
    ]);
  const audit = await auditEntriesAbout(db, userId, profile.email);
  const invoices = await invoicesOf(db, provider, userId);

  return exportSections({
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: now,
    profile,
    signIn,
    sessions,
    studios: studios.map((s) => ({ ...s, teams: teams.filter((t) => t.studioId === s.id).map((t) => t.team) })),
    invitations,
    apiKeys: keys,
    deviceSignIns,
    personalPool: pools[0] ?? null,
    usageEvents: events,
    subscriptions: subscriptions.map((s) => ({
      provider: s.provider,
      planId: s.planId,
      status: s.status,
      currentPeriodStart: s.currentPeriodStart,
      currentPeriodEnd: s.currentPeriodEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      endedAt: s.endedAt,
      createdAt: s.providerCreatedAt,
    })),
    invoices,
    pictures,
    audit,
  });
}

import { asc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { adminAuditLog, organizationAuditEvent } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { BillingProviderError, type BillingProvider } from "../billing/billing-provider.ts";
import { findCustomerId } from "../billing/customers.ts";

/** Entries of both audit trails that are about the user or were made by them (admins' own details left out). */
export async function auditEntriesAbout(db: Db, userId: string, email: string) {
  const [site, studio] = await Promise.all([
    db
      .select({
        action: adminAuditLog.action,
        createdAt: adminAuditLog.createdAt,
        byYou: sql<boolean>`${adminAuditLog.actorId} = ${userId}`,
        reason: adminAuditLog.reason,
      })
      .from(adminAuditLog)
      .where(or(eq(adminAuditLog.targetUserId, userId), eq(adminAuditLog.actorId, userId)))
      .orderBy(asc(adminAuditLog.createdAt)),
    db
      .select({
        studioId: organizationAuditEvent.organizationId,
        action: organizationAuditEvent.action,
        createdAt: organizationAuditEvent.createdAt,
        byYou: sql<boolean>`${organizationAuditEvent.actorUserId} is not distinct from ${userId}`,
        details: organizationAuditEvent.details,
      })
      .from(organizationAuditEvent)
      .where(
        or(
          eq(organizationAuditEvent.actorUserId, userId),
          eq(organizationAuditEvent.targetUserId, userId),
          sql`lower(${organizationAuditEvent.targetEmail}) = ${email.toLowerCase()}`,
        ),
      )
      .orderBy(asc(organizationAuditEvent.createdAt)),
  ]);
  return { siteAdministration: site, studios: studio };
}

/** The personal subscription's invoices; the export fails (503) rather than leave them out silently. */
export async function invoicesOf(db: Db, provider: BillingProvider, userId: string) {
  const customerId = await findCustomerId(db, provider.kind, { kind: "user", id: userId });
  if (!customerId) return [];
  try {
    return await provider.listInvoices(customerId);
  } catch (error) {
    if (!(error instanceof BillingProviderError)) throw error;
    throw new AppError(
      "unavailable",
      "Your invoices could not be fetched from the payment provider right now. Please try again in a minute.",
    );
  }
}

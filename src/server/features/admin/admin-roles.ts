import { and, asc, eq, inArray, like, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/index.ts";
import { recordAdminAction } from "./audit-log.ts";
import { isSiteAdmin } from "./require-admin.ts";

/** Who grants or revokes outside the web app: the operator CLI or the ADMIN_EMAILS bootstrap. */
export type OperatorActor = "cli" | "system";

export type RoleChange = "changed" | "unchanged" | "not_found";

/**
 * Makes the account with this e-mail a site admin. The conditional UPDATE lets several instances that
 * start together agree: one changes the row and writes the audit line, the others change nothing.
 */
export async function grantAdmin(db: Db, email: string, actor: OperatorActor, reason: string): Promise<RoleChange> {
  return setSiteRole(db, email, "admin", actor, reason);
}

export async function revokeAdmin(db: Db, email: string, actor: OperatorActor, reason: string): Promise<RoleChange> {
  return setSiteRole(db, email, "user", actor, reason);
}

async function setSiteRole(
  db: Db,
  rawEmail: string,
  role: "admin" | "user",
  actor: OperatorActor,
  reason: string,
): Promise<RoleChange> {
  const email = rawEmail.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, email));
    if (!found) return "not_found";
    if (isSiteAdmin(found.role) === (role === "admin")) return "unchanged";
    const [changed] = await tx
      .update(user)
      .set({ role, updatedAt: new Date() })
      .where(and(eq(user.id, found.id), sql`coalesce(${user.role}, '') = ${found.role ?? ""}`))
      .returning({ id: user.id });
    if (!changed) return "unchanged";
    await recordAdminAction(tx, {
      actorId: null,
      actorEmail: actor,
      action: role === "admin" ? "admin.grant" : "admin.revoke",
      targetUserId: found.id,
      targetEmail: email,
      reason,
      details: { role, previousRole: found.role },
    });
    return "changed";
  });
}

/** Every site admin, oldest first. */
export async function listAdmins(db: Db) {
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name, role: user.role, createdAt: user.createdAt })
    .from(user)
    .where(like(user.role, "%admin%"))
    .orderBy(asc(user.createdAt));
  return rows.filter((row) => isSiteAdmin(row.role));
}

/**
 * ADMIN_EMAILS at every start (docs/architecture.md#configuration): existing accounts listed there become admins; accounts
 * created later get the role at sign-up. Removing an address does not demote anyone — use the CLI.
 */
export async function bootstrapAdmins(db: Db, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const existing = await db
    .select({ email: user.email, role: user.role })
    .from(user)
    .where(inArray(user.email, [...emails]));
  const promoted: string[] = [];
  for (const account of existing.filter((row) => !isSiteAdmin(row.role))) {
    if ((await grantAdmin(db, account.email, "system", "Listed in ADMIN_EMAILS")) === "changed")
      promoted.push(account.email);
  }
  return promoted;
}

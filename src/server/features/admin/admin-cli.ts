import type { Db } from "../../db/client.ts";
import { grantAdmin, listAdmins, revokeAdmin, type RoleChange } from "./admin-roles.ts";

export const ADMIN_CLI_USAGE = `Usage: npm run admin -- <command>

  grant <email>    make the account with this e-mail a site admin
  revoke <email>   make it a regular user again
  list             list the site admins

Uses DATABASE_URL when set, otherwise the PGlite database in DATA_DIR (stop the server first:
PGlite allows one process at a time). Every change is written to the admin audit log.`;

interface CliContext {
  db: Db;
  adminEmails: readonly string[];
  print(line: string): void;
}

/** The operator commands, apart from process wiring (src/server/cli/admin.ts); returns the exit code. */
export async function runAdminCommand(
  args: readonly string[],
  { db, adminEmails, print }: CliContext,
): Promise<number> {
  const [command, email, ...extra] = args;
  if (command === "list" && email === undefined) {
    const admins = await listAdmins(db);
    if (admins.length === 0) print("No site admins yet. Grant one with: npm run admin -- grant <email>");
    for (const admin of admins)
      print(`${admin.email}\t${admin.name}\tsince ${admin.createdAt.toISOString().slice(0, 10)}`);
    return 0;
  }
  if ((command === "grant" || command === "revoke") && email && extra.length === 0) {
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      print(`"${email}" is not an e-mail address.`);
      return 2;
    }
    const change =
      command === "grant"
        ? await grantAdmin(db, email, "cli", "Granted with the admin CLI")
        : await revokeAdmin(db, email, "cli", "Revoked with the admin CLI");
    print(describe(command, email.toLowerCase(), change));
    if (command === "revoke" && change !== "not_found" && adminEmails.includes(email.toLowerCase())) {
      print(
        "Note: this address is in ADMIN_EMAILS, so it becomes an admin again at the next start. Remove it there too.",
      );
    }
    return change === "not_found" ? 1 : 0;
  }
  print(ADMIN_CLI_USAGE);
  return 2;
}

function describe(command: "grant" | "revoke", email: string, change: RoleChange): string {
  if (change === "not_found")
    return `No account uses ${email}. They must sign up first${command === "grant" ? " (or list the address in ADMIN_EMAILS)" : ""}.`;
  if (change === "unchanged")
    return command === "grant" ? `${email} is already an admin.` : `${email} is not an admin.`;
  return command === "grant" ? `${email} is now a site admin.` : `${email} is no longer a site admin.`;
}

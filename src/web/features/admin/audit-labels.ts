import type { AuditEntry } from "@/shared/admin";
import { formatDateTime } from "@/web/lib/format";

const verbs: Record<string, string> = {
  "user.create": "created the account",
  "user.update": "edited the profile of",
  "user.set_role": "changed the role of",
  "user.ban": "banned",
  "user.unban": "unbanned",
  "user.set_password": "set a new password for",
  "user.delete": "deleted the account",
  "user.self_delete": "deleted their own account",
  "user.impersonate": "started impersonating",
  "user.stop_impersonating": "stopped impersonating",
  "session.revoke": "revoked a session of",
  "session.revoke_all": "signed out every session of",
  "api_key.revoke": "revoked an API key of",
  "admin.grant": "made an admin:",
  "admin.revoke": "removed admin rights from",
};

const operators: Record<string, string> = {
  cli: "An operator (CLI)",
  system: "ADMIN_EMAILS at start-up",
  // A person who erased their account: the entry keeps only a pseudonym (decision 018).
  "deleted account": "A user",
};

/** "ada@goji.dev banned sam@example.com" — one line per audit entry. */
export function describeAuditEntry(entry: AuditEntry): {
  actor: string;
  verb: string;
  target: string;
  extra: string | null;
} {
  const role = typeof entry.details?.role === "string" ? `→ ${entry.details.role}` : null;
  // The app's one date-time style ('Nov 28, 2026, 8:51 PM'), not the browser locale's.
  const expiresAt =
    typeof entry.details?.expiresAt === "string" ? `until ${formatDateTime(entry.details.expiresAt)}` : null;
  return {
    actor: operators[entry.actorEmail] ?? entry.actorEmail,
    verb: verbs[entry.action] ?? entry.action,
    target: entry.targetEmail ?? "",
    extra:
      entry.action === "user.set_role" || entry.action === "admin.grant"
        ? role
        : entry.action === "user.ban"
          ? (expiresAt ?? "without end")
          : null,
  };
}

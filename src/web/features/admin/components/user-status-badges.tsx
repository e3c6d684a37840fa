import type { AdminUserRow } from "@/shared/admin";
import { Badge } from "@/web/components/ui/badge";

/** A ban counts until its end date; better-auth lifts an ended ban at the next sign-in. */
export function isBanActive(user: Pick<AdminUserRow, "banned" | "banExpires">, now = Date.now()): boolean {
  return user.banned && (!user.banExpires || new Date(user.banExpires).getTime() > now);
}

/** Role, ban, verification and 2FA at a glance; nothing for a plain verified user. */
export function UserStatusBadges({
  user,
}: {
  user: Pick<AdminUserRow, "role" | "banned" | "banExpires" | "emailVerified" | "twoFactorEnabled">;
}) {
  return (
    // Hidden when empty, so the row's gap does not indent what follows it.
    <span className="inline-flex flex-wrap items-center gap-1.5 empty:hidden">
      {user.role === "admin" ? <Badge tone="brand">Admin</Badge> : null}
      {user.banned ? isBanActive(user) ? <Badge tone="danger">Banned</Badge> : <Badge>Ban ended</Badge> : null}
      {user.emailVerified ? null : <Badge tone="warning">Unverified</Badge>}
      {user.twoFactorEnabled ? <Badge tone="success">2FA</Badge> : null}
    </span>
  );
}

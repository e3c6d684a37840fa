import { UserRound } from "lucide-react";
import type { ReactNode } from "react";
import type { AdminUserDetail } from "@/shared/admin";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardHeader } from "@/web/components/ui/card";
import { CopyButton } from "@/web/components/ui/copy-button";
import { formatDateTime } from "@/web/lib/format";
import { EmailAddress } from "@/web/components/ui/email-address";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3 px-5 py-2.5 text-sm sm:grid-cols-[8rem_minmax(0,1fr)] sm:px-6">
      <dt className="text-zinc-500">{label}</dt>
      <dd className="min-w-0 break-words text-zinc-900">{children}</dd>
    </div>
  );
}

const yesNo = (value: boolean, yes: string, no: string, tone: "success" | "warning" | "neutral" = "warning") =>
  value ? <Badge tone="success">{yes}</Badge> : <Badge tone={tone}>{no}</Badge>;

/** Who the account is and how it signs in. */
export function UserProfileCard({ user }: { user: AdminUserDetail["user"] }) {
  return (
    <Card>
      <CardHeader icon={<UserRound className="h-5 w-5" aria-hidden />} title="Profile" />
      <dl className="divide-y divide-zinc-100 py-1">
        <Row label="User id">
          <span className="flex min-w-0 items-center gap-1">
            <code className="min-w-0 truncate text-xs">{user.id}</code>
            <CopyButton
              text={user.id}
              label="Copy"
              aria-label="Copy user id"
              variant="ghost"
              className="h-7 shrink-0 px-2"
            />
          </span>
        </Row>
        <Row label="Name">{user.name || <span className="text-zinc-500">Not set</span>}</Row>
        <Row label="E-mail">
          <EmailAddress email={user.email} /> {yesNo(user.emailVerified, "Verified", "Unverified")}
        </Row>
        <Row label="Site role">{user.role === "admin" ? <Badge tone="brand">Admin</Badge> : "User"}</Row>
        <Row label="Password">{yesNo(user.hasPassword, "Set", "None (social sign-in)", "neutral")}</Row>
        <Row label="Two-factor">{yesNo(user.twoFactorEnabled, "On", "Off", "neutral")}</Row>
        <Row label="Joined">{formatDateTime(user.createdAt)}</Row>
        <Row label="Last updated">{formatDateTime(user.updatedAt)}</Row>
      </dl>
    </Card>
  );
}

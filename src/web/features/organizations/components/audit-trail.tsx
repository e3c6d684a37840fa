import { History } from "lucide-react";
import type { AuditEvent } from "@/shared/organizations";
import { Card, CardHeader } from "@/web/components/ui/card";
import { formatDateTime } from "@/web/lib/format";
import { useOrganizationAudit } from "../api/get-organization-audit";

const verbs: Record<string, string> = {
  "studio.created": "created the studio",
  "studio.updated": "updated the studio",
  "member.invited": "invited",
  "invitation.resent": "resent the invitation to",
  "invitation.cancelled": "cancelled the invitation to",
  "invitation.accepted": "accepted the invitation:",
  "invitation.declined": "declined the invitation:",
  "member.removed": "removed",
  "member.left": "left the studio",
  "member.role_changed": "changed the role of",
  "member.allocation_changed": "changed the credit allocation of",
  "team.created": "created a team",
  "team.updated": "renamed a team",
  "team.deleted": "deleted a team",
  "team.member_added": "added a member to a team:",
  "team.member_removed": "removed a member from a team:",
  "device.connected": "connected a device:",
  "device.revoked": "revoked a device:",
};

function describe(event: AuditEvent): string {
  const actor = event.actorName || event.actorEmail || "Someone";
  const target = event.targetEmail ?? "";
  const extra =
    typeof event.details.role === "string"
      ? ` (${event.details.role})`
      : typeof event.details.team === "string"
        ? ` ${event.details.team}`
        : typeof event.details.device === "string"
          ? ` ${event.details.device}`
          : "";
  return `${actor} ${verbs[event.action] ?? event.action} ${target}${extra}`.replace(/\s+/g, " ").trim();
}

/** Who did what, when — visible to owners and admins. */
export function AuditTrail({ organizationId }: { organizationId: string }) {
  const { data: events, isPending, isError } = useOrganizationAudit(organizationId, true);
  return (
    <Card>
      <CardHeader
        icon={<History className="h-5 w-5" aria-hidden />}
        title="Audit trail"
        description="Invitations, removals, role and allocation changes, connected devices."
      />
      {isPending ? <p className="px-6 py-5 text-sm text-zinc-500">Loading activity…</p> : null}
      {isError ? <p className="px-6 py-5 text-sm text-red-600">Could not load the audit trail.</p> : null}
      {events && events.length === 0 ? <p className="px-6 py-5 text-sm text-zinc-500">No activity yet.</p> : null}
      <ol className="divide-y divide-zinc-100" aria-label="Audit trail">
        {events?.map((event) => (
          <li key={event.id} className="flex flex-wrap justify-between gap-2 px-5 py-3 text-sm sm:px-6">
            <span className="text-zinc-800">{describe(event)}</span>
            <time className="text-xs text-zinc-500" dateTime={event.createdAt}>
              {formatDateTime(event.createdAt)}
            </time>
          </li>
        ))}
      </ol>
    </Card>
  );
}

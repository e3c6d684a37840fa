import { formatRoles, isOwnerOrAdmin } from "@/shared/org-roles";
import type { OrganizationMember } from "@/shared/organizations";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardHeader } from "@/web/components/ui/card";
import { formatNumber, formatShortDate } from "@/web/lib/format";
import { canActOn, MemberActions } from "./member-actions";

function Avatar({ member }: { member: OrganizationMember }) {
  const initial = (member.name || member.email).charAt(0).toUpperCase();
  return (
    <span
      className="inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
      aria-hidden
    >
      {member.avatar ? (
        <img
          src={member.avatar}
          alt=""
          className="h-full w-full object-cover"
          onError={(e) => {
            e.currentTarget.style.display = "none";
          }}
        />
      ) : (
        initial
      )}
    </span>
  );
}

/** Members with role, joined date, allocation and teams; the action menu per docs/permissions.md. */
export function MemberList({
  organizationId,
  members,
  actorRole,
  actorUserId,
}: {
  organizationId: string;
  members: OrganizationMember[];
  actorRole: string;
  actorUserId: string;
}) {
  const manages = isOwnerOrAdmin(actorRole);
  return (
    <Card>
      <CardHeader
        title="Members"
        description={`${members.length} ${members.length === 1 ? "person" : "people"} in this studio.`}
      />
      <ul className="divide-y divide-zinc-100" aria-label="Studio members">
        {members.map((member) => (
          <li key={member.memberId} className="flex flex-wrap items-center gap-3 px-5 py-3.5 sm:flex-nowrap sm:px-6">
            <Avatar member={member} />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-zinc-900">
                <span className="truncate">{member.name || "User"}</span>
                {member.userId === actorUserId ? (
                  <span className="text-xs font-normal text-zinc-500">(you)</span>
                ) : null}
                <Badge tone={member.role.includes("owner") ? "brand" : "neutral"}>{formatRoles(member.role)}</Badge>
                {member.teams.map((team) => (
                  <Badge key={team.id} tone="success">
                    {team.name}
                  </Badge>
                ))}
              </p>
              <p className="truncate text-sm text-zinc-500">{member.email}</p>
            </div>
            <dl className="grid grid-cols-2 gap-x-6 text-xs text-zinc-500 sm:text-right">
              <div>
                <dt className="sr-only">Joined</dt>
                <dd>Joined {formatShortDate(member.joinedAt)}</dd>
              </div>
              <div>
                <dt className="sr-only">Credit allocation</dt>
                <dd>
                  {member.creditAllocation === null
                    ? "Shared pool"
                    : `${formatNumber(member.creditAllocation)} credits`}
                </dd>
              </div>
            </dl>
            <div className="w-9">
              {manages && canActOn(actorRole, actorUserId, member) ? (
                <MemberActions organizationId={organizationId} actorRole={actorRole} member={member} />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

import { EmailAddress } from "@/web/components/ui/email-address";
import { formatRoles, isOwnerOrAdmin } from "@/shared/org-roles";
import type { OrganizationMember } from "@/shared/organizations";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardHeader } from "@/web/components/ui/card";
import { FOCUS_TARGET_CLASS } from "@/web/hooks/use-focus-fallback";
import { cn } from "@/web/lib/cn";
import { formatNumber, formatShortDate } from "@/web/lib/format";
import { Alert } from "@/web/components/ui/alert";
import { canActOn, MemberActions } from "./member-actions";
import { StepDownMenu } from "./ownership-dialogs";
import { ownershipOptions } from "./ownership-rules";

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
  const ownership = ownershipOptions({ userId: actorUserId, role: actorRole }, members);
  return (
    <Card>
      <CardHeader
        title="Members"
        description={`${members.length} ${members.length === 1 ? "person" : "people"} in this studio.`}
      />
      {ownership.leave ? (
        <div className="border-b border-zinc-100 px-5 py-4 sm:px-6">
          <LastOwnerNotice alone={members.length === 1} />
        </div>
      ) : null}
      {/* Focusable by script only: where focus lands when a member's row or menu goes away (member-actions). */}
      <ul
        className={cn("divide-y divide-zinc-100", FOCUS_TARGET_CLASS)}
        aria-label="Studio members"
        tabIndex={-1}
        data-members-list
      >
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
              {/* Wrapped, not cut: on a phone the whole address shows before a role is changed or a member removed. */}
              <p className="text-sm wrap-anywhere text-zinc-500">
                <EmailAddress email={member.email} />
              </p>
            </div>
            <dl className="grid grid-cols-2 gap-x-6 text-xs text-zinc-500 sm:text-right">
              {/* The term is shown, not hidden beside a value that repeats it ("Joined Joined Nov 27" when read out). */}
              <div className="flex gap-1 sm:justify-end">
                <dt>Joined</dt>
                <dd>{formatShortDate(member.joinedAt)}</dd>
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
              {member.userId === actorUserId && ownership.stepDown !== undefined ? (
                <StepDownMenu organizationId={organizationId} self={member} refusal={ownership.stepDown} />
              ) : manages && (canActOn(actorRole, actorUserId, member) || ownership.mayMakeOwner(member)) ? (
                <MemberActions
                  organizationId={organizationId}
                  actorRole={actorRole}
                  member={member}
                  canChange={canActOn(actorRole, actorUserId, member)}
                  canMakeOwner={ownership.mayMakeOwner(member)}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** For the studio's last owner: why they cannot leave or step down, and what to do instead. */
function LastOwnerNotice({ alone }: { alone: boolean }) {
  return (
    <Alert tone="info" title="You are this studio's only owner">
      {alone
        ? "So you cannot leave it or step down. To close the studio, delete it on the Settings tab."
        : "So you cannot leave it or step down to Admin yet. First make another member an owner: choose Make owner in the menu beside their name."}
    </Alert>
  );
}

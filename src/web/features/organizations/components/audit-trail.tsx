import { History } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { formatRoles } from "@/shared/org-roles";
import type { AuditEvent } from "@/shared/organizations";
import { Button } from "@/web/components/ui/button";
import { Card, CardHeader } from "@/web/components/ui/card";
import { EmailAddress } from "@/web/components/ui/email-address";
import { formatDateTime } from "@/web/lib/format";
import { useOrganizationAudit } from "../api/get-organization-audit";

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : null);

/** The person an event is about: their e-mail, or "a member" when the trail no longer knows it. */
function Person({ email, fallback = "a member" }: { email: string | null; fallback?: string }) {
  return email ? <EmailAddress email={email} /> : <>{fallback}</>;
}

/** "the team Level Design", or "a team" when its name was never recorded. */
function Team({ name }: { name: string | null }) {
  return name ? <>the team {name}</> : <>a team</>;
}

/** What the actor did, as the rest of the sentence after their name. */
function action(event: AuditEvent): ReactNode {
  const who = <Person email={event.targetEmail} />;
  const team = <Team name={text(event.details.team)} />;
  const rawRole = event.details.role;
  const role = formatRoles(Array.isArray(rawRole) ? rawRole.join(",") : text(rawRole));
  const asRole = role ? <> as {role}</> : null;
  const device = text(event.details.device);
  switch (event.action) {
    case "studio.created":
      return <>created the studio</>;
    case "studio.updated":
      return <>updated the studio</>;
    case "studio.deleted":
      return <>deleted the studio</>;
    case "member.invited":
      return (
        <>
          invited {who}
          {asRole}
        </>
      );
    case "invitation.resent":
      return <>resent the invitation to {who}</>;
    case "invitation.cancelled":
      return <>canceled the invitation to {who}</>;
    case "invitation.accepted":
      return <>accepted the invitation sent to {who}</>;
    case "invitation.declined":
      return <>declined the invitation sent to {who}</>;
    case "member.removed":
      return <>removed {who} from the studio</>;
    case "member.left":
      return <>left the studio</>;
    case "member.role_changed":
      return role ? (
        <>
          changed the role of {who} to {role}
        </>
      ) : (
        <>changed the role of {who}</>
      );
    case "member.allocation_changed":
      return <>changed the credit allocation of {who}</>;
    case "team.created":
      return <>created {team}</>;
    case "team.updated":
      return text(event.details.team) ? <>renamed a team to {text(event.details.team)}</> : <>renamed a team</>;
    case "team.deleted":
      return <>deleted {team}</>;
    case "team.member_added":
      return (
        <>
          added {who} to {team}
        </>
      );
    case "team.member_removed":
      return (
        <>
          removed {who} from {team}
        </>
      );
    case "device.connected":
      return device ? <>connected a device: {device}</> : <>connected a device</>;
    case "device.revoked":
      return device ? <>revoked a device: {device}</> : <>revoked a device</>;
    default:
      return <>{event.action}</>;
  }
}

function Entry({ event }: { event: AuditEvent }) {
  const actor = event.actorName || (event.actorEmail ? <EmailAddress email={event.actorEmail} /> : "Someone");
  return (
    <>
      {actor} {action(event)}
    </>
  );
}

/** Who did what, when — visible to owners and admins; newest first, "Load more" for older events. */
export function AuditTrail({ organizationId }: { organizationId: string }) {
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useOrganizationAudit(organizationId);
  const events = data?.pages.flatMap((page) => page.entries);
  const list = useRef<HTMLOListElement>(null);
  // After "Load more", focus goes to the first event it brought once it is on screen: the reader continues there,
  // and the button itself may be gone (no older events).
  const focusFrom = useRef<number | null>(null);
  const count = events?.length ?? 0;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>(":scope > li")[from]?.focus();
  }, [count]);
  const loadMore = () => {
    focusFrom.current = count;
    void fetchNextPage();
  };
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
      <ol ref={list} className="divide-y divide-zinc-100" aria-label="Audit trail">
        {events?.map((event) => (
          <li
            key={event.id}
            tabIndex={-1}
            className="flex flex-wrap justify-between gap-2 px-5 py-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset sm:px-6"
          >
            <span className="break-words text-zinc-800">
              <Entry event={event} />
            </span>
            <time className="text-xs text-zinc-500" dateTime={event.createdAt}>
              {formatDateTime(event.createdAt)}
            </time>
          </li>
        ))}
      </ol>
      {hasNextPage ? (
        <div className="border-t border-zinc-100 px-5 py-3 sm:px-6">
          <Button variant="outline" size="sm" loading={isFetchingNextPage} onClick={loadMore}>
            Load more
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

import { AlertTriangle } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { formatRoles, isOwner, isOwnerOrAdmin, rolesAllow } from "@/shared/org-roles";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { LoadingState } from "@/web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useOrganizationDetails } from "../api/get-organization-details";
import { useOrganizationMembers } from "../api/get-organization-members";
import { AuditTrail } from "./audit-trail";
import { InviteForm } from "./invite-form";
import { LeaveStudio, type StudioTab } from "./leave-studio";
import { MemberList } from "./member-list";
import { PendingInvitations } from "./pending-invitations";
import { StudioSettingsPanel } from "./studio-settings-panel";
import { TeamsPanel } from "./teams-panel";
import { EmailAddress } from "@/web/components/ui/email-address";

export interface OrganizationSettingsSlots {
  apiKeyCard: (organizationId: string, organizationName: string) => ReactNode;
  twoFactorCard: ReactNode;
  usage: (studio: {
    organizationId: string;
    /** The viewer's roles as stored ("owner", "admin,member"): whose allocations they may set. */
    actorRole: string;
    canManage: boolean;
    pool: { used: number; total: number };
  }) => ReactNode;
  billing: (organizationId: string) => ReactNode;
}

/** The studio view's tabs, in their order; which of them a member sees depends on the role. */
const STUDIO_TABS = ["account", "members", "usage", "billing", "settings"] as const;
export type StudioViewTab = (typeof STUDIO_TABS)[number];

interface Props extends OrganizationSettingsSlots {
  organizationId: string;
  user: { id: string; name: string; email: string };
  /** The tab asked for (the page's `?tab=`); one the role does not see, or none, shows My Account. */
  tab: string | undefined;
  onTabChange: (tab: StudioViewTab) => void;
}

/** The organization settings view of /account (docs/product.md#screens): tabs per role, errors with Try Again. */
export function OrganizationSettings({
  organizationId,
  user,
  tab: requestedTab,
  onTabChange,
  apiKeyCard,
  twoFactorCard,
  usage,
  billing,
}: Props) {
  const details = useOrganizationDetails(organizationId);
  const members = useOrganizationMembers(organizationId);
  // The tabs' content a dialog sends the user to, so focus can follow them there.
  const panels = useRef<Partial<Record<StudioTab, HTMLDivElement | null>>>({});

  if (details.isPending || members.isPending) return <LoadingState message="Loading studio..." />;
  if (details.isError || members.isError) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center" role="alert">
        <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          <AlertTriangle className="h-6 w-6" aria-hidden />
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Error Loading Organization Data</h1>
        <p className="mt-3 text-zinc-600">{(details.error ?? members.error)?.message}</p>
        <Button
          className="mt-6"
          onClick={() => {
            void details.refetch();
            void members.refetch();
          }}
        >
          Try Again
        </Button>
      </div>
    );
  }

  const me = members.data.find((m) => m.userId === user.id);
  const role = me?.role ?? "member";
  const manages = isOwnerOrAdmin(role);
  const editsStudio = rolesAllow(role, "organization", "update");
  const organization = details.data;
  // The tab lives in the address, so a reload, a shared link or a bookmark opens the same tab; a dialog can
  // send the user to the tab where they can act (Leave → Members or Settings).
  const visibleTabs = STUDIO_TABS.filter(
    (name) => (name !== "billing" || manages) && (name !== "settings" || editsStudio),
  );
  const tab = visibleTabs.find((name) => name === requestedTab) ?? "account";
  const showTab = (name: string) => {
    const next = visibleTabs.find((visible) => visible === name);
    if (next) onTabChange(next);
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl">{organization.name} Settings</h1>
        <Badge tone="brand" className="uppercase">
          {formatRoles(role) || "Member"}
        </Badge>
      </div>
      <Tabs value={tab} onValueChange={showTab}>
        <TabsList aria-label="Studio settings">
          <TabsTrigger value="account">My Account</TabsTrigger>
          <TabsTrigger value="members">Members</TabsTrigger>
          <TabsTrigger value="usage">Usage</TabsTrigger>
          {manages ? <TabsTrigger value="billing">Billing</TabsTrigger> : null}
          {editsStudio ? <TabsTrigger value="settings">Settings</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="account" className="mt-6 grid gap-6 lg:grid-cols-2">
          <div className="space-y-6">{apiKeyCard(organizationId, organization.name)}</div>
          <div className="space-y-6">
            <Card>
              <CardHeader title="Profile" />
              <CardBody>
                <dl className="grid grid-cols-[8rem_1fr] gap-y-2.5 text-sm">
                  <dt className="text-zinc-500">Name</dt>
                  <dd className="font-medium text-zinc-900">{user.name || "User"}</dd>
                  <dt className="text-zinc-500">E-mail</dt>
                  <dd className="min-w-0 font-medium break-words text-zinc-900">
                    <EmailAddress email={user.email} />
                  </dd>
                  {/* A studio is not a team (the README's glossary): each has its own line. */}
                  <dt className="text-zinc-500">Studio</dt>
                  <dd className="min-w-0 font-medium break-words text-zinc-900">{organization.name}</dd>
                  {me?.teams.length ? (
                    <>
                      <dt className="text-zinc-500">{me.teams.length === 1 ? "Team" : "Teams"}</dt>
                      <dd className="min-w-0 font-medium break-words text-zinc-900">
                        {me.teams.map((t) => t.name).join(", ")}
                      </dd>
                    </>
                  ) : null}
                  <dt className="text-zinc-500">Role</dt>
                  <dd className="font-medium text-zinc-900">{formatRoles(role)}</dd>
                </dl>
              </CardBody>
            </Card>
            {twoFactorCard}
            <LeaveStudio
              organizationId={organizationId}
              organizationName={organization.name}
              isOwner={isOwner(role)}
              onGoTo={showTab}
              tabPanel={(name) => panels.current[name] ?? null}
            />
          </div>
        </TabsContent>
        <TabsContent
          value="members"
          ref={(el) => {
            panels.current.members = el;
          }}
          className="mt-6 scroll-mt-4 space-y-6"
        >
          <MemberList organizationId={organizationId} members={members.data} actorRole={role} actorUserId={user.id} />
          {manages ? <PendingInvitations organizationId={organizationId} /> : null}
          {manages ? <InviteForm organizationId={organizationId} actorRole={role} /> : null}
          <TeamsPanel organizationId={organizationId} members={members.data} canManage={manages} />
          {manages ? <AuditTrail organizationId={organizationId} /> : null}
        </TabsContent>
        <TabsContent value="usage" className="mt-6">
          {usage({
            organizationId,
            actorRole: role,
            canManage: manages,
            pool: { used: organization.totalCreditsUsed, total: organization.credits },
          })}
        </TabsContent>
        {manages ? (
          <TabsContent value="billing" className="mt-6">
            {billing(organizationId)}
          </TabsContent>
        ) : null}
        {editsStudio ? (
          <TabsContent
            value="settings"
            ref={(el) => {
              panels.current.settings = el;
            }}
            className="mt-6 scroll-mt-4"
          >
            <StudioSettingsPanel organizationId={organizationId} name={organization.name} role={role} />
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}

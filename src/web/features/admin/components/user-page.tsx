import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import type { AdminUserDetail } from "@/shared/admin";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody } from "@/web/components/ui/card";
import { EmailAddress } from "@/web/components/ui/email-address";
import { LoadingState } from "@/web/components/ui/spinner";
import { formatDateTime, formatShortDate } from "@/web/lib/format";
import { useAdminUser } from "../api/get-admin-user";
import { AuditLogCard } from "./audit-log-card";
import { PersonAvatar } from "./person-avatar";
import { UserActions } from "./user-actions";
import { UserApiKeysCard } from "./user-api-keys-card";
import { UserCreditsCard, UserStudiosCard } from "./user-credits-card";
import { UserProfileCard } from "./user-profile-card";
import { UserSessionsCard } from "./user-sessions-card";
import { isBanActive, UserStatusBadges } from "./user-status-badges";

const backLink = (
  <Link to="/admin" className="inline-flex items-center gap-1.5 text-sm font-medium text-zinc-600 hover:text-zinc-900">
    <ArrowLeft className="h-4 w-4" aria-hidden /> All users
  </Link>
);

/** /admin/users/{userId}: the account at a glance, its actions, and everything admins did to it. */
export function UserPage({ userId, currentAdminId }: { userId: string; currentAdminId: string }) {
  const { data, isPending, isError, error, refetch } = useAdminUser(userId);
  if (isPending) return <LoadingState message="Loading user…" />;
  if (isError) {
    const missing = (error as { status?: number }).status === 404;
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 sm:px-6">
        {backLink}
        <Alert tone={missing ? "warning" : "error"} title={missing ? "No such user" : "Could not load this user"}>
          {missing ? "The account may have been deleted." : error.message}{" "}
          {missing ? null : (
            <Button variant="link" onClick={() => void refetch()}>
              Try again
            </Button>
          )}
        </Alert>
      </div>
    );
  }
  return <UserPageContent detail={data} currentAdminId={currentAdminId} />;
}

function UserPageContent({ detail, currentAdminId }: { detail: AdminUserDetail; currentAdminId: string }) {
  const { user } = detail;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      {backLink}
      <Card>
        <CardBody className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
          <div className="flex min-w-0 items-center gap-4">
            <PersonAvatar name={user.name} email={user.email} image={user.image} className="h-14 w-14 text-lg" />
            <div className="min-w-0">
              <h1 className="truncate text-xl font-bold tracking-tight text-zinc-900 sm:text-2xl">
                {user.name || user.email}
              </h1>
              {/* Wraps on a phone (at the @, then before the date) instead of cutting the date off. */}
              <p className="text-sm break-words text-zinc-500">
                <EmailAddress email={user.email} /> ·{" "}
                <span className="whitespace-nowrap">joined {formatShortDate(user.createdAt)}</span>
              </p>
              <div className="mt-2">
                <UserStatusBadges user={user} />
              </div>
            </div>
          </div>
          <UserActions user={user} currentAdminId={currentAdminId} />
        </CardBody>
      </Card>
      {user.banned ? (
        <Alert
          tone={isBanActive(user) ? "error" : "info"}
          title={isBanActive(user) ? "This account is banned" : "This ban has ended"}
        >
          Reason: {user.banReason || "none given"} ·{" "}
          {user.banExpires
            ? `${isBanActive(user) ? "ends" : "ended"} ${formatDateTime(user.banExpires)}`
            : "no end date"}
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <UserProfileCard user={user} />
          <UserCreditsCard credits={detail.credits} />
          <UserStudiosCard studios={detail.studios} />
        </div>
        <div className="min-w-0 space-y-6">
          <UserSessionsCard userId={user.id} sessions={detail.sessions} />
          <UserApiKeysCard userId={user.id} keys={detail.apiKeys} />
          <AuditLogCard userId={user.id} title="Admin activity" />
        </div>
      </div>
    </div>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import { MailOpen } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import type { InvitationSummary } from "@/shared/organizations";
import { formatRoles } from "@/shared/org-roles";
import { Alert } from "@/web/components/ui/alert";
import { Button, buttonClasses } from "@/web/components/ui/button";
import { EmailAddress } from "@/web/components/ui/email-address";
import { LoadingState } from "@/web/components/ui/spinner";
import { useSession } from "@/web/features/auth";
import { writeCookie } from "@/web/lib/cookies";
import { formatShortDate } from "@/web/lib/format";
import { useInvitation } from "../api/get-invitation";
import { useAcceptInvitation, useDeclineInvitation } from "../api/respond-to-invitation";
import { LAST_ORG_COOKIE } from "../use-active-organization";
import { OrganizationAvatar } from "./organization-avatar";

const closedMessages: Record<Exclude<InvitationSummary["status"], "pending">, string> = {
  accepted: "This invitation was already accepted.",
  rejected: "This invitation was declined.",
  canceled: "This invitation was canceled by the studio.",
  expired: "This invitation has expired. Ask the studio for a new one.",
};

/** The page an invitation e-mail links to (docs/product.md#screens, /accept-invite/{invitationId}). */
export function AcceptInvitation({ invitationId }: { invitationId: string }) {
  const { data: invitation, isPending, isError, error } = useInvitation(invitationId);
  const { data: session, isPending: sessionPending } = useSession();

  if (isPending || sessionPending) return <LoadingState message="Loading invitation..." />;
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <div className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8">
        {isError || !invitation ? (
          <Closed
            title="Invitation not found"
            message={error?.message ?? "This invitation does not exist."}
            signedIn={Boolean(session)}
          />
        ) : invitation.status !== "pending" ? (
          <ClosedInvitation invitation={invitation} signedIn={Boolean(session)} />
        ) : (
          <PendingInvitation invitation={invitation} signedInEmail={session?.user.email ?? null} />
        )}
      </div>
    </div>
  );
}

function Closed({ title, message, signedIn }: { title: string; message: string; signedIn: boolean }) {
  return (
    <div className="space-y-4 text-center">
      <h1 className="text-xl font-bold text-zinc-900">{title}</h1>
      <Alert tone="warning">{message}</Alert>
      <WayOn signedIn={signedIn} />
    </div>
  );
}

/** An answered, cancelled or expired invitation: which studio and who sent it, what became of it, and a way on. */
function ClosedInvitation({ invitation, signedIn }: { invitation: InvitationSummary; signedIn: boolean }) {
  const status = invitation.status as Exclude<InvitationSummary["status"], "pending">;
  return (
    <div className="space-y-5">
      <InvitationHeading invitation={invitation} title={invitation.organizationName} />
      <WhoInvited invitation={invitation}>
        {status === "expired" ? ` It expired on ${formatShortDate(invitation.expiresAt)}.` : null}
      </WhoInvited>
      <Alert tone="warning">{closedMessages[status]}</Alert>
      <div className="text-center">
        <WayOn signedIn={signedIn} />
      </div>
    </div>
  );
}

function WayOn({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <Link to="/account" className={buttonClasses("outline", "md")}>
      Go to your account
    </Link>
  ) : (
    <Link to="/" className={buttonClasses("outline", "md")}>
      Go to the home page
    </Link>
  );
}

/** "{inviter} invited {address} to join as {role}.", then what the page adds about its date. */
function WhoInvited({ invitation, children }: { invitation: InvitationSummary; children: ReactNode }) {
  return (
    <p className="text-zinc-600">
      <strong className="text-zinc-900">{invitation.inviterName}</strong> invited{" "}
      <strong className="text-zinc-900">
        <EmailAddress email={invitation.email} />
      </strong>{" "}
      to join as {formatRoles(invitation.role) || "Member"}.{children}
    </p>
  );
}

/** The studio's logo, "Studio invitation", and the page's heading. */
function InvitationHeading({ invitation, title }: { invitation: InvitationSummary; title: string }) {
  return (
    <div className="flex items-center gap-4">
      <OrganizationAvatar
        name={invitation.organizationName}
        logo={invitation.organizationLogo}
        className="h-12 w-12 rounded-xl text-lg"
      />
      <div>
        <p className="flex items-center gap-1.5 text-sm text-zinc-500">
          <MailOpen className="h-4 w-4" aria-hidden /> Studio invitation
        </p>
        <h1 className="text-xl font-bold text-zinc-900">{title}</h1>
      </div>
    </div>
  );
}

function PendingInvitation({
  invitation,
  signedInEmail,
}: {
  invitation: InvitationSummary;
  signedInEmail: string | null;
}) {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { refetch: refetchSession } = useSession();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation({ onSuccess: () => void toast.success("Invitation declined") });
  const busy = accept.isPending ? "accept" : decline.isPending ? "decline" : null;
  const problem = accept.error
    ? accept.error.message || "Could not accept the invitation."
    : decline.error
      ? decline.error.message || "Could not decline the invitation."
      : undefined;
  const back = `/accept-invite/${invitation.id}`;
  const matches = signedInEmail?.toLowerCase() === invitation.email.toLowerCase();

  const onAccept = () => {
    decline.reset();
    accept.mutate(invitation.id, {
      onSuccess: async () => {
        // Accepting makes the studio active; remember it like a switch would.
        writeCookie(LAST_ORG_COOKIE, invitation.organizationId, { maxAgeDays: 30 });
        await refetchSession();
        toast.success(`Welcome to ${invitation.organizationName}!`);
        await queryClient.invalidateQueries();
        await router.invalidate();
        await navigate({ to: "/account" });
      },
    });
  };

  const onDecline = () => {
    accept.reset();
    decline.mutate(invitation.id);
  };

  return (
    <div className="space-y-6">
      <InvitationHeading invitation={invitation} title={`Join ${invitation.organizationName}`} />
      <WhoInvited invitation={invitation}>
        {` The invitation expires on ${formatShortDate(invitation.expiresAt)}.`}
      </WhoInvited>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {signedInEmail === null ? (
        <div className="space-y-3">
          <p className="text-sm text-zinc-600">Sign in or create an account with {invitation.email} to accept.</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link
              to="/signup"
              search={{ redirect: back, email: invitation.email }}
              className={buttonClasses("primary", "md", "sm:flex-1")}
            >
              Sign Up
            </Link>
            <Link
              to="/login"
              search={{ redirect: back, email: invitation.email }}
              className={buttonClasses("outline", "md", "sm:flex-1")}
            >
              Sign In
            </Link>
          </div>
        </div>
      ) : matches ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button className="sm:flex-1" loading={busy === "accept"} disabled={busy !== null} onClick={onAccept}>
            Accept invitation
          </Button>
          <Button
            variant="outline"
            className="sm:flex-1"
            loading={busy === "decline"}
            disabled={busy !== null}
            onClick={onDecline}
          >
            Decline
          </Button>
        </div>
      ) : (
        <Alert tone="warning" title="This invitation is for another e-mail address">
          You are signed in as {signedInEmail}. Log out and sign in as {invitation.email} to accept it.
        </Alert>
      )}
    </div>
  );
}

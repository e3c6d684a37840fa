import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { AlertTriangle, HeartHandshake, LogIn } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button, buttonClasses } from "@/web/components/ui/button";
import { LoadingState } from "@/web/components/ui/spinner";
import { useSession } from "@/web/features/auth";
import { deletionLinkQuery, useConfirmAccountDeletion } from "../api/delete-account";
import { EmailAddress } from "@/web/components/ui/email-address";
import { isApiError } from "@/web/lib/api-client";

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 sm:py-24">
      <div className="rounded-xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          {icon}
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900">{title}</h1>
        <div className="mt-3 space-y-5 text-sm text-zinc-600">{children}</div>
      </div>
    </div>
  );
}

/**
 * /delete-account?token=…, where the e-mailed link leads: one last, explicit confirmation (a link that
 * deleted on opening could be set off by a mail scanner). The link works only for the signed-in owner.
 */
export function ConfirmAccountDeletion({ token }: { token: string | undefined }) {
  const { data: session, isPending } = useSession();
  const confirm = useConfirmAccountDeletion();
  // Asked once the session is known (the answer depends on who is signed in). A failed check offers the page
  // anyway: the deletion itself still refuses a link that does not work.
  const link = useQuery({ ...deletionLinkQuery(token ?? ""), enabled: Boolean(token) && !isPending });

  if (confirm.isSuccess) {
    return (
      <Panel icon={<HeartHandshake className="h-6 w-6" aria-hidden />} title="Your account has been deleted">
        <p>
          Any subscription was canceled, your API keys no longer work and your personal data was erased. We sent a last
          e-mail to confirm it. Thank you for using Goji.
        </p>
        <Link to="/" className={buttonClasses("primary", "md")}>
          Back to the home page
        </Link>
      </Panel>
    );
  }
  // A live link, opened while signed in to another account (better-auth would refuse it).
  if (link.data?.status === "other-account" && session) {
    return (
      <Panel icon={<LogIn className="h-6 w-6" aria-hidden />} title="This deletion link is for another account">
        <p>
          You are signed in as{" "}
          <strong className="break-words text-zinc-900">
            <EmailAddress email={session.user.email} />
          </strong>
          , and the link works only for the account it was sent to. Nothing was deleted. To delete that account, log out
          and open the link from the e-mail again.
        </p>
        <Link to="/account" className={buttonClasses("outline", "md")}>
          Go to my account
        </Link>
      </Panel>
    );
  }
  // A link used already, replaced by a newer one or mistyped: said before the button is offered,
  // or after the click if it stopped working meanwhile (better-auth answers 404). Nothing was deleted.
  if (link.data?.status === "invalid" || isApiError(confirm.error, 404)) {
    return (
      <Panel
        icon={<AlertTriangle className="h-6 w-6" aria-hidden />}
        title="This deletion link is invalid or has expired"
      >
        <p>
          It may have been used already, or a newer link replaced it. Nothing was deleted. Ask for a new link on your
          account page.
        </p>
        <Link to="/account" className={buttonClasses("outline", "md")}>
          Go to my account
        </Link>
      </Panel>
    );
  }
  if (!token) {
    return (
      <Panel icon={<AlertTriangle className="h-6 w-6" aria-hidden />} title="This link is incomplete">
        <p>Open the link from the e-mail again, or ask for a new one on your account page.</p>
        <Link to="/account" className={buttonClasses("outline", "md")}>
          Go to my account
        </Link>
      </Panel>
    );
  }
  if (isPending || link.isPending) return <LoadingState message="Loading account..." />;
  if (!session) {
    return (
      <Panel icon={<LogIn className="h-6 w-6" aria-hidden />} title="Sign in to delete your account">
        <p>For your safety, the deletion link works only while you are signed in to the account it was sent for.</p>
        <Link
          to="/login"
          search={{ redirect: `/delete-account?token=${encodeURIComponent(token)}` }}
          className={buttonClasses("primary", "md")}
        >
          Sign In
        </Link>
      </Panel>
    );
  }
  return (
    <Panel icon={<AlertTriangle className="h-6 w-6" aria-hidden />} title="Delete your account for good?">
      <p>
        You are about to delete the Goji account{" "}
        <strong className="break-words text-zinc-900">
          <EmailAddress email={session.user.email} />
        </strong>
        .
      </p>
      <ul className="list-disc space-y-1.5 pl-5">
        <li>Your subscription is canceled at once; nothing more is charged.</li>
        <li>Your API keys stop working and every device is signed out.</li>
        <li>Studios where you are the only member are deleted too.</li>
        <li>Your personal data is erased. This cannot be undone.</li>
      </ul>
      {confirm.error ? <Alert tone="error">{confirm.error.message}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/account" className={buttonClasses("outline", "md")}>
          Keep my account
        </Link>
        <Button variant="danger" loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
          Delete my account
        </Button>
      </div>
    </Panel>
  );
}

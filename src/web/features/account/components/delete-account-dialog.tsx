import { MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { AccountDeletionPreview } from "@/shared/account-data";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/input";
import { PasswordField } from "@/web/components/ui/password-field";
import { LoadingState } from "@/web/components/ui/spinner";
import { useDeletionPreview, useRequestAccountDeletion } from "../api/delete-account";
import { EmailAddress } from "@/web/components/ui/email-address";

const names = (studios: Array<{ name: string }>) => studios.map((s) => s.name).join(", ");

/**
 * Deleting the account, step one: what it will do (from the server's own plan), then the password and a
 * 2FA code; the server e-mails a link that completes it. A studio that would be left without an owner
 * blocks it, and the dialog says which and what to do.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  email,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
}) {
  const preview = useDeletionPreview(open);
  const request = useRequestAccountDeletion();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");

  const changeOpen = (next: boolean) => {
    if (!next) {
      setPassword("");
      setCode("");
      request.reset();
    }
    onOpenChange(next);
  };
  const plan = preview.data;
  const ready = plan && (!plan.requiresPassword || password) && (!plan.requiresTwoFactorCode || code.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    request.mutate({ password: password || undefined, code: code.trim() || undefined });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={request.isSuccess ? "Check your inbox" : "Delete your account"}
      description={request.isSuccess ? undefined : "This cannot be undone."}
    >
      {request.isSuccess ? (
        <div className="space-y-4">
          <div className="flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
            <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden />
            <p>
              We sent a link to{" "}
              <strong className="break-words">
                <EmailAddress email={email} />
              </strong>
              . Open it within 24 hours and confirm to delete your account. Until then nothing changes.
            </p>
          </div>
          <div className="flex justify-end">
            <Button onClick={() => changeOpen(false)}>Done</Button>
          </div>
        </div>
      ) : preview.isPending ? (
        <LoadingState message="Checking your account..." />
      ) : preview.isError ? (
        <Alert tone="error" title="Could not check your account">
          {preview.error.message}{" "}
          <Button variant="link" onClick={() => void preview.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : plan && plan.blockingStudios.length > 0 ? (
        <div className="space-y-4">
          <Alert tone="warning" title="Your studios need an owner first">
            You are the only owner of <strong>{names(plan.blockingStudios)}</strong>, which{" "}
            {plan.blockingStudios.length === 1 ? "has" : "have"} other members. Make another member an owner on the
            studio&apos;s Members tab, or delete the studio, then come back here.
          </Alert>
          <div className="flex justify-end">
            <Button variant="outline" onClick={() => changeOpen(false)}>
              Close
            </Button>
          </div>
        </div>
      ) : plan ? (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Consequences plan={plan} />
          {request.error ? <Alert tone="error">{request.error.message}</Alert> : null}
          {plan.requiresPassword ? (
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : null}
          {plan.requiresTwoFactorCode ? (
            <Field
              label="Authentication code"
              hint="From your authenticator app, or one of your backup codes."
              autoComplete="one-time-code"
              inputMode="text"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={32}
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => changeOpen(false)} disabled={request.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={request.isPending} disabled={!ready}>
              E-mail me the deletion link
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}

function Consequences({ plan }: { plan: AccountDeletionPreview }) {
  const items = [
    plan.subscription
      ? `Your ${plan.subscription.planName} subscription is canceled at once; nothing more is charged.`
      : null,
    "Your API keys stop working and every device is signed out.",
    plan.studiosDeleted.length > 0
      ? `${names(plan.studiosDeleted)} ${plan.studiosDeleted.length === 1 ? "is" : "are"} deleted with your account (you are the only member).`
      : null,
    plan.studiosLeft.length > 0 ? `You leave ${names(plan.studiosLeft)}.` : null,
    "Your name, e-mail address, picture and 2FA settings are erased. Invoices and usage records we must keep for accounting stay, without your name or e-mail.",
  ].filter((item): item is string => item !== null);
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-sm text-zinc-600">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

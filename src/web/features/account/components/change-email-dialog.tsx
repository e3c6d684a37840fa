import { MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { Field } from "@/web/components/ui/input";
import { PasswordField } from "@/web/components/ui/password-field";
import { useRequestEmailChange } from "../api/change-email";
import { EmailAddress } from "@/web/components/ui/email-address";

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Changing the e-mail address: the new address and the current password; then a link goes to the new
 * address and nothing changes until it is opened. The answer never says whether the address is taken.
 */
export function ChangeEmailDialog({
  open,
  onOpenChange,
  currentEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentEmail: string;
}) {
  const [newEmail, setNewEmail] = useState("");
  const [password, setPassword] = useState("");
  const change = useRequestEmailChange();
  const invalidEmail = newEmail.trim() !== "" && !LOOKS_LIKE_EMAIL.test(newEmail.trim());
  const sameEmail = newEmail.trim().toLowerCase() === currentEmail.toLowerCase();

  const changeOpen = (next: boolean) => {
    if (!next) {
      setNewEmail("");
      setPassword("");
      change.reset();
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalidEmail || sameEmail || !password) return;
    change.mutate({ newEmail, password });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={change.isSuccess ? "Check your new inbox" : "Change e-mail address"}
      description={
        change.isSuccess ? undefined : (
          <span className="break-words">
            You sign in with <EmailAddress email={currentEmail} />. We confirm the new address before it is used.
          </span>
        )
      }
    >
      {change.isSuccess ? (
        <div className="space-y-4">
          <div className="flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
            <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden />
            <p className="min-w-0 break-words">
              We sent a link to{" "}
              <strong className="break-words">
                <EmailAddress email={change.variables.newEmail.trim()} />
              </strong>
              . Open it within 24 hours to confirm: your address changes only then, and{" "}
              <EmailAddress email={currentEmail} /> is told.
            </p>
          </div>
          <div className="flex justify-end">
            <Button onClick={() => changeOpen(false)}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          {change.error ? <Alert tone="error">{change.error.message}</Alert> : null}
          <Field
            label="New e-mail address"
            type="email"
            autoComplete="email"
            required
            value={newEmail}
            onChange={(event) => setNewEmail(event.target.value)}
            error={
              invalidEmail
                ? "Please enter a valid e-mail address."
                : sameEmail
                  ? "This is already your e-mail address."
                  : undefined
            }
          />
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => changeOpen(false)} disabled={change.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={change.isPending}
              disabled={!newEmail.trim() || invalidEmail || sameEmail || !password}
            >
              Send confirmation link
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

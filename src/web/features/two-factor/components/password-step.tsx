import { useState, type FormEvent } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { PasswordField } from "@/web/components/ui/password-field";

/**
 * The "confirm with your password" step shared by the two-factor dialogs. The dialog owns the mutation and
 * passes its state in: `pending` while it runs, `error` to show when it failed. The button stays disabled
 * while the field is empty.
 */
export function PasswordStep({
  submitLabel,
  onSubmit,
  pending,
  error,
  danger,
}: {
  submitLabel: string;
  onSubmit: (password: string) => void;
  pending: boolean;
  error: string | undefined;
  danger?: boolean;
}) {
  const [password, setPassword] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(password);
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoFocus
      />
      <div className="flex justify-end">
        <Button type="submit" variant={danger ? "danger" : "primary"} loading={pending} disabled={!password}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

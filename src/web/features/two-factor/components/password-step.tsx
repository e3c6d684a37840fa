import { useState, type FormEvent } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { PasswordField } from "@/web/components/ui/password-field";

/**
 * The "confirm with your password" step shared by the two-factor dialogs. `onConfirm` returns an
 * error message to show, or nothing on success. The button stays disabled while the field is empty.
 */
export function PasswordStep({
  submitLabel,
  onConfirm,
  danger,
}: {
  submitLabel: string;
  onConfirm: (password: string) => Promise<string | undefined>;
  danger?: boolean;
}) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(undefined);
    const problem = await onConfirm(password);
    setSubmitting(false);
    if (problem) setError(problem);
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
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
        <Button type="submit" variant={danger ? "danger" : "primary"} loading={submitting} disabled={!password}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

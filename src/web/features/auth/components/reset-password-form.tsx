import { Link, useNavigate } from "@tanstack/react-router";
import type { FormEvent } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button, buttonClasses } from "@/web/components/ui/button";
import { NewPasswordFields } from "@/web/components/ui/new-password-fields";
import { ApiError } from "@/web/lib/api-client";
import { useNewPassword } from "@/web/hooks/use-new-password";
import { useResetPassword } from "../api/reset-password";
import { AuthCard } from "./auth-card";

const EXPIRED = "This reset link has expired or was already used. Request a new one below.";

export function ResetPasswordForm({ token, error }: { token: string | undefined; error: string | undefined }) {
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const reset = useResetPassword();
  const failure = !reset.error
    ? undefined
    : reset.error instanceof ApiError && reset.error.code === "INVALID_TOKEN"
      ? EXPIRED
      : reset.error.message || "Could not reset the password.";

  if (!token || error) {
    return (
      <AuthCard title="Reset link not valid">
        <div className="space-y-4">
          <Alert tone="error">{error ? EXPIRED : "This page needs the link from your reset e-mail."}</Alert>
          <Link to="/forgot-password" className={buttonClasses("primary", "md", "w-full")}>
            Request a new link
          </Link>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword.isValid) return;
    reset.mutate(
      { newPassword: newPassword.password, token },
      { onSuccess: () => navigate({ to: "/login", search: { success: "password-reset" } }) },
    );
  };

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Signing in elsewhere will end: a reset signs out your other sessions."
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {failure ? (
          <Alert tone="error">
            {failure}{" "}
            {failure === EXPIRED ? (
              <Link to="/forgot-password" className="font-medium underline">
                Request a new link
              </Link>
            ) : null}
          </Alert>
        ) : null}
        <NewPasswordFields
          state={newPassword}
          label="New password"
          confirmationLabel="Confirm new password"
          hint="At least 8 characters, with a number or symbol."
        />
        <Button type="submit" className="w-full" loading={reset.isPending} disabled={!newPassword.isValid}>
          Reset password
        </Button>
      </form>
    </AuthCard>
  );
}

import { Link } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/input";
import { isApiError } from "@/web/lib/api-client";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { AuthCard } from "./auth-card";
import { useOneAtATime } from "@/web/hooks/use-one-at-a-time";

/** Always answers the same way, whether or not the address has an account (no enumeration). */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const request = useRequestPasswordReset();
  const error = !request.error
    ? undefined
    : isApiError(request.error, 429)
      ? "Too many requests. Please wait a minute and try again."
      : "We could not reach the server. Please try again.";

  const send = useOneAtATime((address: string) => request.mutateAsync(address));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(email.trim());
  };

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your e-mail and we will send you a link to choose a new one."
      footer={
        <Link to="/login" className="font-medium text-brand-600 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {request.isSuccess ? (
        <Alert tone="success" title="Check your e-mail">
          If an account exists for {email.trim()}, a reset link is on its way. The link works for one hour.
        </Alert>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Field
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" className="w-full" loading={request.isPending} disabled={!email.trim()}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

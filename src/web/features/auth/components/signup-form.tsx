import { Link } from "@tanstack/react-router";
import { MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { USER_NAME_MAX } from "@/shared/user-name";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/input";
import { PasswordField } from "@/web/components/ui/password-field";
import { authClient } from "@/web/lib/auth-client";
import { safeRedirect } from "@/web/lib/safe-redirect";
import { useNewPassword } from "../use-new-password";
import { AuthCard } from "./auth-card";
import { ResendVerificationButton } from "./resend-verification-button";

/** A first check before the server's: something@something.tld, no spaces. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INVALID_EMAIL = "Please enter a valid e-mail address.";

export function SignupForm({ redirect }: { redirect: string | undefined }) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const newPassword = useNewPassword();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const callbackURL = safeRedirect(redirect);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword.isValid) return;
    if (!LOOKS_LIKE_EMAIL.test(email.trim())) {
      setError(INVALID_EMAIL);
      return;
    }
    setSubmitting(true);
    setError(undefined);
    const { error: signUpError } = await authClient.signUp.email({
      name: name.trim(),
      email: email.trim(),
      password: newPassword.password,
      callbackURL,
    });
    setSubmitting(false);
    if (signUpError) {
      // better-auth words its own validation as "[body.email] Invalid email address".
      const invalidEmail = signUpError.code === "VALIDATION_ERROR" && signUpError.message?.includes("body.email");
      setError(invalidEmail ? INVALID_EMAIL : (signUpError.message ?? "Sign-up failed. Please try again."));
      return;
    }
    setSentTo(email.trim());
  };

  if (sentTo) {
    return (
      <AuthCard
        title="Check your e-mail"
        subtitle={
          <>
            We sent a verification link to <strong className="text-zinc-900">{sentTo}</strong>.
          </>
        }
      >
        <div className="space-y-4">
          <div className="flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
            <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden />
            <p>Open the link in the e-mail to verify your address. You will be signed in and can start using Goji.</p>
          </div>
          <ResendVerificationButton email={sentTo} callbackURL={callbackURL} />
          <p className="text-sm text-zinc-600">
            Wrong address?{" "}
            <button
              type="button"
              className="font-medium text-brand-600 hover:underline"
              onClick={() => setSentTo(undefined)}
            >
              Start over
            </button>
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start with the Free plan. No card needed."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" search={{ redirect }} className="font-medium text-brand-600 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Field
          label="Name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={USER_NAME_MAX}
        />
        <Field
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          error={newPassword.passwordError}
          hint="At least 8 characters, with a number or symbol."
          {...newPassword.passwordProps}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          error={newPassword.confirmationError}
          {...newPassword.confirmationProps}
        />
        <Button
          type="submit"
          className="w-full"
          loading={submitting}
          disabled={!name.trim() || !email.trim() || !newPassword.isValid}
        >
          Create account
        </Button>
        <p className="text-xs text-zinc-500">
          By creating an account you agree to the{" "}
          <Link to="/terms" className="underline">
            Terms
          </Link>{" "}
          and the{" "}
          <Link to="/privacy" className="underline">
            Privacy Policy
          </Link>
          .
        </p>
      </form>
    </AuthCard>
  );
}

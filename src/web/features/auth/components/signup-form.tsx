import { mainHeading, useFocusFallback } from "@/web/hooks/use-focus-fallback";
import { Link } from "@tanstack/react-router";
import { MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { USER_NAME_MAX } from "@/shared/user-name";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/input";
import { NewPasswordFields } from "@/web/components/ui/new-password-fields";
import { ApiError } from "@/web/lib/api-client";
import { safeRedirect } from "@/web/lib/safe-redirect";
import { useNewPassword } from "@/web/hooks/use-new-password";
import { useSignUp } from "../api/sign-up";
import { AuthCard } from "./auth-card";
import { ResendVerificationButton } from "./resend-verification-button";

/** A first check before the server's: something@something.tld, no spaces. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INVALID_EMAIL = "Please enter a valid e-mail address.";
const REQUIRED = "Required";

function signUpErrorMessage(error: Error | null): string | undefined {
  if (!error) return undefined;
  // better-auth words its own validation as "[body.email] Invalid email address".
  if (error instanceof ApiError && error.code === "VALIDATION_ERROR" && error.message.includes("body.email"))
    return INVALID_EMAIL;
  return error.message || "Sign-up failed. Please try again.";
}

export function SignupForm({
  redirect,
  initialEmail,
}: {
  redirect: string | undefined;
  /** The address to start with (an invitation's). */
  initialEmail?: string | undefined;
}) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState(initialEmail ?? "");
  const newPassword = useNewPassword();
  // Checked here before the server sees it; the server's own refusal comes back as the mutation's error.
  const [invalidEmail, setInvalidEmail] = useState(false);
  // Create account stays enabled (a disabled button cannot say what is missing); a submit says what, beside each field.
  const [submitted, setSubmitted] = useState(false);
  const signUp = useSignUp();
  const keepFocus = useFocusFallback();
  const callbackURL = safeRedirect(redirect);
  const sentTo = signUp.isSuccess ? signUp.variables.email : undefined;
  const error = invalidEmail ? INVALID_EMAIL : signUpErrorMessage(signUp.error);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    newPassword.touchAll();
    if (!name.trim() || !email.trim() || !newPassword.isValid) return;
    const invalid = !LOOKS_LIKE_EMAIL.test(email.trim());
    setInvalidEmail(invalid);
    if (invalid) return signUp.reset();
    // The form gives way to "Check your e-mail" (and its button is disabled while it sends): the heading keeps focus.
    keepFocus(mainHeading);
    signUp.mutate({ name: name.trim(), email: email.trim(), password: newPassword.password, callbackURL });
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
            <button type="button" className="font-medium text-brand-600 hover:underline" onClick={() => signUp.reset()}>
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
          Already have an account? {/* The address typed so far goes along, so it need not be typed again. */}
          <Link
            to="/login"
            search={{ redirect, email: email.trim() || undefined }}
            className="font-medium text-brand-600 hover:underline"
          >
            Sign In
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
          error={submitted && !name.trim() ? REQUIRED : undefined}
        />
        <Field
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={submitted && !email.trim() ? REQUIRED : undefined}
        />
        <NewPasswordFields
          state={newPassword}
          label="Password"
          confirmationLabel="Confirm password"
          hint="At least 8 characters, with a number or symbol."
        />
        <Button type="submit" className="w-full" loading={signUp.isPending}>
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

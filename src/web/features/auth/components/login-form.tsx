import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/input";
import { PasswordField } from "@/web/components/ui/password-field";
import { isApiError } from "@/web/lib/api-client";
import { safeRedirect } from "@/web/lib/safe-redirect";
import { needsSecondFactor, useSignIn } from "../api/sign-in";
import { successMessage } from "../success-messages";
import { AuthCard } from "./auth-card";
import { ResendVerificationButton } from "./resend-verification-button";

export const PENDING_REDIRECT_KEY = "goji.after-2fa";

function signInErrorMessage(error: Error | null): string | undefined {
  if (!error) return undefined;
  if (isApiError(error, 403, "EMAIL_NOT_VERIFIED"))
    return "Please verify your e-mail first. We just sent you a new link.";
  if (isApiError(error, 429)) return "Too many attempts. Please wait a minute and try again.";
  // better-auth's own words for these, in the product's (the sign-up form says the same of a bad address).
  if (isApiError(error, 400, "INVALID_EMAIL")) return "Please enter a valid e-mail address.";
  if (isApiError(error, 401, "INVALID_EMAIL_OR_PASSWORD")) return "Wrong e-mail or password. Please try again.";
  return error.message || "Sign-in failed. Please try again.";
}

export function LoginForm({
  success,
  redirect,
  initialEmail,
  onSigningIn,
}: {
  success: string | undefined;
  redirect: string | undefined;
  /** The address to start with (an invitation's). */
  initialEmail?: string | undefined;
  /** Called as the sign-in starts (the app preloads what a signed-in page shows). */
  onSigningIn?: () => void;
}) {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(initialEmail ?? "");
  const [password, setPassword] = useState("");
  const signIn = useSignIn();
  const target = safeRedirect(redirect);
  const error = signInErrorMessage(signIn.error);
  const unverified = isApiError(signIn.error, 403, "EMAIL_NOT_VERIFIED");

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Remembered so /verify-2fa can continue to the same place after the second factor.
    sessionStorage.setItem(PENDING_REDIRECT_KEY, target);
    onSigningIn?.();
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: async (data) => {
          if (needsSecondFactor(data)) return; // the client goes to /verify-2fa
          queryClient.clear();
          await router.invalidate();
          await navigate({ href: target });
        },
      },
    );
  };

  const notice = successMessage(success);
  return (
    <AuthCard
      title="Sign in to Goji"
      subtitle="Welcome back."
      footer={
        <>
          New to Goji? {/* The address typed so far goes along, so it need not be typed again. */}
          <Link
            to="/signup"
            search={{ redirect, email: email.trim() || undefined }}
            className="font-medium text-brand-600 hover:underline"
          >
            Sign Up
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {unverified ? <ResendVerificationButton email={email.trim()} callbackURL={target} /> : null}
        <Field
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div className="space-y-1.5">
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="text-right">
            <Link to="/forgot-password" className="text-sm font-medium text-brand-600 hover:underline">
              Forgot password?
            </Link>
          </div>
        </div>
        <Button type="submit" className="w-full" loading={signIn.isPending} disabled={!email.trim() || !password}>
          Sign In
        </Button>
      </form>
    </AuthCard>
  );
}

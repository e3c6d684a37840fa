import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { loadSignedInMenus } from "@/web/components/layout/signed-in-menus-chunk";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Field } from "@/web/components/ui/input";
import { PasswordField } from "@/web/components/ui/password-field";
import { authClient } from "@/web/lib/auth-client";
import { safeRedirect } from "@/web/lib/safe-redirect";
import { successMessage } from "../success-messages";
import { AuthCard } from "./auth-card";
import { ResendVerificationButton } from "./resend-verification-button";

export const PENDING_REDIRECT_KEY = "goji.after-2fa";

export function LoginForm({ success, redirect }: { success: string | undefined; redirect: string | undefined }) {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [unverified, setUnverified] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const target = safeRedirect(redirect);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(undefined);
    setUnverified(false);
    // Remembered so /verify-2fa can continue to the same place after the second factor.
    sessionStorage.setItem(PENDING_REDIRECT_KEY, target);
    void loadSignedInMenus();
    // No callbackURL: with one, better-auth's client reloads the whole page to it after a successful sign-in.
    // (An unverified sign-in mails a fresh verification link, sendOnSignIn; that link signs in on /.)
    const { data, error: signInError } = await authClient.signIn.email({ email: email.trim(), password });
    setSubmitting(false);
    if (signInError) {
      if (signInError.status === 403 && signInError.code === "EMAIL_NOT_VERIFIED") {
        setUnverified(true);
        setError("Please verify your e-mail first. We just sent you a new link.");
      } else if (signInError.status === 429) {
        setError("Too many attempts. Please wait a minute and try again.");
      } else {
        setError(signInError.message ?? "Sign-in failed. Please try again.");
      }
      return;
    }
    if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) return; // the client goes to /verify-2fa
    queryClient.clear();
    await router.invalidate();
    await navigate({ href: target });
  };

  const notice = successMessage(success);
  return (
    <AuthCard
      title="Sign in to Goji"
      subtitle="Welcome back."
      footer={
        <>
          New to Goji?{" "}
          <Link to="/signup" search={{ redirect }} className="font-medium text-brand-600 hover:underline">
            Create an account
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
        <Button type="submit" className="w-full" loading={submitting} disabled={!email.trim() || !password}>
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}

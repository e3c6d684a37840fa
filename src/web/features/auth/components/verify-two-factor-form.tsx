import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { CodeInput } from "@/web/components/ui/code-input";
import { Field } from "@/web/components/ui/input";
import { ApiError, isApiError } from "@/web/lib/api-client";
import { safeRedirect } from "@/web/lib/safe-redirect";
import { type SecondFactorInput, useVerifySecondFactor } from "../api/verify-second-factor";
import { AuthCard } from "./auth-card";
import { PENDING_REDIRECT_KEY } from "./login-form";

function secondFactorErrorMessage(error: Error | null, mode: SecondFactorInput["mode"]): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError && error.code === "INVALID_TWO_FACTOR_COOKIE")
    return "Your sign-in attempt expired. Please sign in again.";
  if (isApiError(error, 429)) return "Too many attempts. Please wait a minute and try again.";
  return mode === "totp" ? "Invalid verification code." : "Invalid backup code.";
}

/** Second step of sign-in: a 6-digit TOTP code, or one backup code. */
export function VerifyTwoFactorForm() {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<"totp" | "backup">("totp");
  const [code, setCode] = useState("");
  const verify = useVerifySecondFactor();
  const codeField = useRef<HTMLInputElement>(null);
  const error = secondFactorErrorMessage(verify.error, verify.variables?.mode ?? mode);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(
      { mode, code: mode === "totp" ? code : code.trim() },
      {
        // A wrong 6-digit code is cleared for the next one, as authenticator prompts do (a backup code stays, to
        // correct a typo in it). Verify was disabled while it checked, which took focus away: give it to the field.
        onError: () => {
          if (mode === "totp") setCode("");
          codeField.current?.focus();
        },
        onSuccess: async () => {
          const target = safeRedirect(sessionStorage.getItem(PENDING_REDIRECT_KEY) ?? undefined);
          sessionStorage.removeItem(PENDING_REDIRECT_KEY);
          queryClient.clear();
          await router.invalidate();
          await navigate({ href: target });
        },
      },
    );
  };

  const switchMode = () => {
    setMode((m) => (m === "totp" ? "backup" : "totp"));
    setCode("");
    verify.reset();
  };

  return (
    <AuthCard
      title="Two-factor verification"
      footer={
        <>
          Not your account?{" "}
          <Link
            to="/login"
            search={{ redirect: sessionStorage.getItem(PENDING_REDIRECT_KEY) ?? undefined }}
            className="font-medium text-brand-600 hover:underline"
          >
            Sign in with another account
          </Link>
        </>
      }
      subtitle={
        mode === "totp"
          ? "Enter the 6-digit code from your authenticator app."
          : "Enter one of your backup codes. Each code works once."
      }
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {mode === "totp" ? (
          <div className="space-y-1.5">
            <label htmlFor="totp-code" className="block text-sm font-medium text-zinc-800">
              Verification code
            </label>
            <CodeInput id="totp-code" ref={codeField} value={code} onValueChange={setCode} autoFocus />
          </div>
        ) : (
          <Field
            id="backup-code"
            ref={codeField}
            label="Backup code"
            autoComplete="off"
            // Typed as printed: a phone keyboard must not capitalise or "correct" a code.
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoFocus
            maxLength={64}
          />
        )}
        <Button
          type="submit"
          className="w-full"
          loading={verify.isPending}
          disabled={mode === "totp" ? code.length !== 6 : code.trim().length === 0}
        >
          Verify
        </Button>
        <button
          type="button"
          onClick={switchMode}
          className="w-full text-center text-sm font-medium text-brand-600 hover:underline"
        >
          {mode === "totp" ? "Use a backup code instead" : "Use your authenticator app instead"}
        </button>
      </form>
    </AuthCard>
  );
}

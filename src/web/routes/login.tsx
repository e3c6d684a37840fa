import { createFileRoute } from "@tanstack/react-router";
import { ReplaceWith, useSignedInOnArrival } from "@/web/features/auth";
import { safeRedirect } from "@/web/lib/safe-redirect";
import { loadSignedInMenus } from "@/web/app/signed-in-menus-chunk";
import { LoginForm } from "@/web/features/auth/components/login-form";
import { searchSchema } from "@/web/lib/search-params";

export const Route = createFileRoute("/login")({
  head: () => ({ meta: [{ title: "Sign in · Goji" }] }),
  // email: the address to start with (an invitation's, from /accept-invite).
  validateSearch: searchSchema("success", "redirect", "email"),
  component: LoginPage,
});

function LoginPage() {
  const { success, redirect, email } = Route.useSearch();
  // Already signed in: straight on to where the sign-in would have led.
  const signedIn = useSignedInOnArrival();
  if (signedIn) return <ReplaceWith href={safeRedirect(redirect)} />;
  return (
    <LoginForm
      success={success}
      redirect={redirect}
      initialEmail={email}
      onSigningIn={() => void loadSignedInMenus()}
    />
  );
}

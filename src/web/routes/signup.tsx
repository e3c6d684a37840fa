import { createFileRoute } from "@tanstack/react-router";
import { ReplaceWith, useSignedInOnArrival } from "@/web/features/auth";
import { safeRedirect } from "@/web/lib/safe-redirect";
import { SignupForm } from "@/web/features/auth/components/signup-form";
import { searchSchema } from "@/web/lib/search-params";

export const Route = createFileRoute("/signup")({
  head: () => ({ meta: [{ title: "Create your account · Goji" }] }),
  // email: the address to start with (an invitation's, from /accept-invite).
  validateSearch: searchSchema("redirect", "email"),
  component: SignupPage,
});

function SignupPage() {
  const { redirect, email } = Route.useSearch();
  // Already signed in: straight on to where the sign-up would have led.
  const signedIn = useSignedInOnArrival();
  if (signedIn) return <ReplaceWith href={safeRedirect(redirect)} />;
  return <SignupForm redirect={redirect} initialEmail={email} />;
}

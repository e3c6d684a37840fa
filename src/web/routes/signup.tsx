import { createFileRoute } from "@tanstack/react-router";
import { SignupForm } from "@/web/features/auth/components/signup-form";
import { searchSchema } from "@/web/lib/search-params";

export const Route = createFileRoute("/signup")({
  head: () => ({ meta: [{ title: "Create your account · Goji" }] }),
  validateSearch: searchSchema("redirect"),
  component: SignupPage,
});

function SignupPage() {
  const { redirect } = Route.useSearch();
  return <SignupForm redirect={redirect} />;
}

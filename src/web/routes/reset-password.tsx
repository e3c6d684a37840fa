import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordForm } from "@/web/features/auth/components/reset-password-form";
import { searchSchema } from "@/web/lib/search-params";

export const Route = createFileRoute("/reset-password")({
  head: () => ({ meta: [{ title: "Reset password · Goji" }] }),
  validateSearch: searchSchema("token", "error"),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token, error } = Route.useSearch();
  return <ResetPasswordForm token={token} error={error} />;
}

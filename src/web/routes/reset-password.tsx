import { createFileRoute } from "@tanstack/react-router";
import { searchSchema } from "@/web/lib/search-params";

export const Route = createFileRoute("/reset-password")({
  validateSearch: searchSchema("token", "error"),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  return <div className="mx-auto max-w-3xl px-6 py-16"><h1 className="text-3xl font-bold">Reset password</h1></div>;
}

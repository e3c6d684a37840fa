import { createFileRoute } from "@tanstack/react-router";
import { searchSchema } from "@/web/lib/search-params";

export const Route = createFileRoute("/login")({
  validateSearch: searchSchema("success", "redirect"),
  component: LoginPage,
});

function LoginPage() {
  return <div className="mx-auto max-w-3xl px-6 py-16"><h1 className="text-3xl font-bold">Sign in</h1></div>;
}

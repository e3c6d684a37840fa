import { createFileRoute } from "@tanstack/react-router";
import { searchSchema } from "@/web/lib/search-params";

export const Route = createFileRoute("/account")({
  validateSearch: searchSchema("from"),
  component: AccountPage,
});

function AccountPage() {
  return <div className="mx-auto max-w-3xl px-6 py-16"><h1 className="text-3xl font-bold">Account</h1></div>;
}

import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/terms")({
  component: TermsPage,
});

function TermsPage() {
  return <div className="mx-auto max-w-3xl px-6 py-16"><h1 className="text-3xl font-bold">Terms of Service</h1></div>;
}

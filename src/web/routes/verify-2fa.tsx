import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/verify-2fa")({
  component: VerifyTwoFactorPage,
});

function VerifyTwoFactorPage() {
  return <div className="mx-auto max-w-3xl px-6 py-16"><h1 className="text-3xl font-bold">Two-factor verification</h1></div>;
}

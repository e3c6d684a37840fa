import { createFileRoute } from "@tanstack/react-router";
import { VerifyTwoFactorForm } from "@/web/features/auth/components/verify-two-factor-form";

export const Route = createFileRoute("/verify-2fa")({
  head: () => ({ meta: [{ title: "Two-factor verification · Goji" }] }),
  component: VerifyTwoFactorForm,
});

import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordForm } from "@/web/features/auth/components/forgot-password-form";

export const Route = createFileRoute("/forgot-password")({
  head: () => ({ meta: [{ title: "Forgot password · Goji" }] }),
  component: ForgotPasswordForm,
});

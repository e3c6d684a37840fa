import { createFileRoute, redirect } from "@tanstack/react-router";
import { CreateStudioForm } from "@/web/features/organizations/components/create-studio-form";
import { authClient } from "@/web/lib/auth-client";

/** Requires a signed-in user; otherwise /login with `redirect` back here (docs/product.md#screens). */
export const Route = createFileRoute("/create-organization")({
  head: () => ({ meta: [{ title: "Create a studio · Goji" }] }),
  beforeLoad: async ({ location }) => {
    const { data } = await authClient.getSession();
    if (!data) throw redirect({ to: "/login", search: { redirect: location.href } });
  },
  component: CreateStudioForm,
});

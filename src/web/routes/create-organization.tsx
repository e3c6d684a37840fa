import { createFileRoute, redirect } from "@tanstack/react-router";
import { CreateStudioForm } from "@/web/features/organizations/components/create-studio-form";
import { getSession } from "@/web/features/auth";

/** Requires a signed-in user; otherwise /login with `redirect` back here (docs/product.md#screens). */
export const Route = createFileRoute("/create-organization")({
  head: () => ({ meta: [{ title: "Create a studio · Goji" }] }),
  beforeLoad: async ({ location }) => {
    if (!(await getSession())) throw redirect({ to: "/login", search: { redirect: location.href } });
  },
  component: CreateStudioForm,
});

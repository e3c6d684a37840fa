import { createFileRoute, redirect } from "@tanstack/react-router";

/** /docs lands on the welcome page. */
export const Route = createFileRoute("/docs/")({
  beforeLoad: () => {
    throw redirect({ to: "/docs/$", params: { _splat: "getting-started/01-welcome-to-goji" }, replace: true });
  },
});

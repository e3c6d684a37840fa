import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/accept-invite/$invitationId")({
  component: AcceptInvitePage,
});

function AcceptInvitePage() {
  return <div className="mx-auto max-w-3xl px-6 py-16"><h1 className="text-3xl font-bold">Invitation</h1></div>;
}

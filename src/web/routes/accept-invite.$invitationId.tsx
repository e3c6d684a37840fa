import { createFileRoute } from "@tanstack/react-router";
import { AcceptInvitation } from "@/web/features/organizations/components/accept-invitation";

export const Route = createFileRoute("/accept-invite/$invitationId")({
  head: () => ({ meta: [{ title: "Studio invitation · Goji" }] }),
  component: AcceptInvitePage,
});

function AcceptInvitePage() {
  const { invitationId } = Route.useParams();
  return <AcceptInvitation invitationId={invitationId} />;
}

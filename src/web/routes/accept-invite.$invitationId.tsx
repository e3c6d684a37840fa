import { createFileRoute } from "@tanstack/react-router";
import { AcceptInvitation } from "@/web/features/organizations/components/accept-invitation";

export const Route = createFileRoute("/accept-invite/$invitationId")({
  component: AcceptInvitePage,
});

function AcceptInvitePage() {
  const { invitationId } = Route.useParams();
  return <AcceptInvitation invitationId={invitationId} />;
}

import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";
import { useStudioMutation } from "./studio-mutation";

/** Deletes a pending invitation: the e-mailed link stops working. */
export const cancelInvitation = (invitationId: string) =>
  authCall(authClient.organization.cancelInvitation({ invitationId }));

export const useCancelInvitation = (organizationId: string) => useStudioMutation(organizationId, cancelInvitation);

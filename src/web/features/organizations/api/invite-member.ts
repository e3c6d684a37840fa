import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";
import { useStudioMutation } from "./studio-mutation";

export interface InviteMemberInput {
  email: string;
  role: "member" | "admin";
  /** Send a pending invitation's e-mail again instead of refusing the duplicate. */
  resend?: boolean;
}

/** Invites by e-mail (owners and admins; only owners invite Admins — the server decides). */
export const inviteMember = (organizationId: string, input: InviteMemberInput) =>
  authCall(authClient.organization.inviteMember({ ...input, organizationId }));

export const useInviteMember = (organizationId: string) =>
  useStudioMutation(organizationId, (input: InviteMemberInput) => inviteMember(organizationId, input));

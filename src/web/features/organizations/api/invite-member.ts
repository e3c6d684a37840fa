import { ApiError } from "@/web/lib/api-client";
import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";
import { useStudioMutation } from "./studio-mutation";

export interface InviteMemberInput {
  email: string;
  role: "member" | "admin";
  /** Send a pending invitation's e-mail again instead of refusing the duplicate. */
  resend?: boolean;
}

/**
 * better-auth's refusals of an invitation that people can act on, in the product's words (a studio, not an
 * "organization"); any other refusal keeps the server's message.
 */
const INVITE_REFUSALS: Record<string, (email: string) => string> = {
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: (email) => `${email} is already a member of this studio.`,
  // Not sent while the server replaces a pending invitation on a re-invite (cancelPendingInvitationsOnReInvite).
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: (email) => `${email} has already been invited to this studio.`,
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION: () =>
    "You are not allowed to invite people to this studio.",
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE: () => "You are not allowed to invite someone with this role.",
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: () => "This studio has reached its member limit.",
  INVITATION_LIMIT_REACHED: () => "This studio has reached its limit of pending invitations.",
};

/** Invites by e-mail (owners and admins; only owners invite Admins — the server decides). */
export async function inviteMember(organizationId: string, input: InviteMemberInput) {
  try {
    return await authCall(authClient.organization.inviteMember({ ...input, organizationId }));
  } catch (error) {
    const reword = error instanceof ApiError && error.code ? INVITE_REFUSALS[error.code] : undefined;
    if (!reword || !(error instanceof ApiError)) throw error;
    throw new ApiError(error.status, reword(input.email), error.code, error.details);
  }
}

export const useInviteMember = (organizationId: string) =>
  useStudioMutation(organizationId, (input: InviteMemberInput) => inviteMember(organizationId, input));

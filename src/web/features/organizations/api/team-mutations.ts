import { authCall } from "@/web/lib/auth-call";
import { authClient } from "@/web/lib/auth-client";
import { useStudioMutation } from "./studio-mutation";

/** better-auth's team endpoints, one hook each; all refresh the studio (member rows list their teams). */

export const useCreateTeam = (organizationId: string) =>
  useStudioMutation(organizationId, (name: string) =>
    authCall(authClient.organization.createTeam({ name, organizationId })),
  );

export const useRenameTeam = (organizationId: string) =>
  useStudioMutation(organizationId, ({ teamId, name }: { teamId: string; name: string }) =>
    authCall(authClient.organization.updateTeam({ teamId, data: { name } })),
  );

export const useDeleteTeam = (organizationId: string) =>
  useStudioMutation(organizationId, (teamId: string) =>
    authCall(authClient.organization.removeTeam({ teamId, organizationId })),
  );

export const useAddTeamMember = (organizationId: string) =>
  useStudioMutation(organizationId, ({ teamId, userId }: { teamId: string; userId: string }) =>
    authCall(authClient.organization.addTeamMember({ teamId, userId })),
  );

export const useRemoveTeamMember = (organizationId: string) =>
  useStudioMutation(organizationId, ({ teamId, userId }: { teamId: string; userId: string }) =>
    authCall(authClient.organization.removeTeamMember({ teamId, userId })),
  );

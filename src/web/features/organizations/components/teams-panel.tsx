import { UsersRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { OrganizationMember } from "@/shared/organizations";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { Input } from "@/web/components/ui/input";
import { useTeams } from "../api/list-teams";
import { useCreateTeam, useDeleteTeam, useRenameTeam } from "../api/team-mutations";
import { announceOutcome } from "./announce-outcome";
import { RenameTeamDialog } from "./rename-team-dialog";
import { TeamItem, type Team } from "./team-item";

/** Teams inside the studio: everyone sees them; owners and admins create, rename, delete and staff them. */
export function TeamsPanel({
  organizationId,
  members,
  canManage,
}: {
  organizationId: string;
  members: OrganizationMember[];
  canManage: boolean;
}) {
  const { data: teams, isPending, isError, refetch } = useTeams(organizationId);
  const [name, setName] = useState("");
  const [renaming, setRenaming] = useState<Team | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const createTeam = useCreateTeam(organizationId);
  const renameTeam = useRenameTeam(organizationId);
  const deleteTeam = useDeleteTeam(organizationId);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const teamName = name.trim();
    await announceOutcome(createTeam.mutateAsync(teamName), `Team ${teamName} created`).catch(() => undefined);
    setName("");
  };

  return (
    <Card>
      <CardHeader
        icon={<UsersRound className="h-5 w-5" aria-hidden />}
        title="Teams"
        description="Group members by discipline or project."
      />
      <CardBody className="space-y-4">
        {isPending ? <p className="text-sm text-zinc-500">Loading teams…</p> : null}
        {isError ? (
          <p className="text-sm text-red-600">
            Could not load teams.{" "}
            <button className="underline" onClick={() => void refetch()}>
              Try again
            </button>
          </p>
        ) : null}
        {teams && teams.length === 0 ? (
          <p className="text-sm text-zinc-500">No teams yet.{canManage ? " Create the first one below." : ""}</p>
        ) : null}
        <ul className="space-y-3">
          {teams?.map((team) => (
            <TeamItem
              key={team.id}
              organizationId={organizationId}
              team={team}
              members={members}
              canManage={canManage}
              onRename={() => setRenaming(team)}
              onDelete={() => setDeleting(team)}
            />
          ))}
        </ul>
        {canManage ? (
          <form onSubmit={create} className="flex gap-2" noValidate>
            <Input
              aria-label="New team name"
              placeholder="New team name"
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
            />
            <Button type="submit" variant="outline" disabled={name.trim().length < 2}>
              Create team
            </Button>
          </form>
        ) : null}
      </CardBody>
      <RenameTeamDialog
        team={renaming}
        pending={renameTeam.isPending}
        onClose={() => setRenaming(null)}
        onRename={(team, newName) =>
          announceOutcome(renameTeam.mutateAsync({ teamId: team.id, name: newName }), "Team renamed")
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete team"
        message={`Delete the team ${deleting?.name ?? ""}? Its members stay in the studio. This cannot be undone.`}
        confirmLabel="Delete team"
        onConfirm={() => announceOutcome(deleteTeam.mutateAsync(deleting?.id ?? ""), "Team deleted")}
      />
    </Card>
  );
}

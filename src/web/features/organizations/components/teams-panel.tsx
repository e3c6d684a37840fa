import { UsersRound } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { storedTeamName, TEAM_NAME_MAX, type OrganizationMember } from "@/shared/organizations";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { Input } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";
import { FOCUS_TARGET_CLASS, useFocusFallback } from "@/web/hooks/use-focus-fallback";
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

  // Shown once a name was submitted too short, instead of a silently disabled button.
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  // Create team is disabled while it works, which drops focus to <body>: back to the name field afterwards.
  const form = useRef<HTMLFormElement>(null);
  const nameField = () => form.current?.querySelector<HTMLInputElement>('input[name="teamName"]');
  const focusName = () => nameField()?.focus();
  // A deleted team's item goes, and the dialog's focus with it: to the list of teams, or once it is empty to the
  // field that makes the next one.
  const list = useRef<HTMLUListElement>(null);
  const keepFocus = useFocusFallback();
  const remove = async (team: Team) => {
    await announceOutcome(deleteTeam.mutateAsync(team.id), "Team deleted");
    keepFocus(() => (list.current?.childElementCount ? list.current : nameField()));
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const teamName = name.trim();
    const problem = storedTeamName.safeParse(teamName).error?.issues[0]?.message ?? null;
    setNameProblem(problem);
    if (problem) return;
    try {
      await announceOutcome(createTeam.mutateAsync(teamName), `Team ${teamName} created`);
      setName(""); // kept when the server refused it, so nothing typed is lost
    } catch {
      // announceOutcome has said why
    }
    focusName();
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
        <ul
          ref={list}
          className={cn("space-y-3 rounded-lg", FOCUS_TARGET_CLASS, "focus-visible:outline-offset-4")}
          aria-label="Teams"
          tabIndex={-1}
        >
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
          <form ref={form} onSubmit={create} className="space-y-1.5" noValidate>
            <div className="flex gap-2">
              <Input
                aria-label="New team name"
                name="teamName"
                placeholder="New team name"
                value={name}
                maxLength={TEAM_NAME_MAX}
                aria-invalid={nameProblem ? true : undefined}
                aria-describedby={nameProblem ? "new-team-name-problem" : undefined}
                onChange={(e) => {
                  setName(e.target.value);
                  setNameProblem(null);
                }}
              />
              <Button type="submit" variant="outline" loading={createTeam.isPending}>
                Create team
              </Button>
            </div>
            {nameProblem ? (
              <p id="new-team-name-problem" role="alert" className="text-sm text-red-600">
                {nameProblem}
              </p>
            ) : null}
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
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </Card>
  );
}

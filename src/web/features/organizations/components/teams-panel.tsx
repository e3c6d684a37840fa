import { useQueryClient } from "@tanstack/react-query";
import { Pencil, Trash2, UsersRound, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { OrganizationMember } from "@/shared/organizations";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { Dialog } from "@/web/components/ui/dialog";
import { Field, Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import { authClient } from "@/web/lib/auth-client";
import { authCall } from "../auth-call";
import { useTeams } from "../api/list-teams";

interface Team {
  id: string;
  name: string;
}

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
  const queryClient = useQueryClient();
  const { data: teams, isPending, isError, refetch } = useTeams(organizationId);
  const [name, setName] = useState("");
  const [renaming, setRenaming] = useState<Team | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["organizations", organizationId] });

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
      await refresh();
    } catch (error) {
      toast.error((error as Error).message);
      throw error;
    }
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      () => authCall(authClient.organization.createTeam({ name: name.trim(), organizationId })),
      `Team ${name.trim()} created`,
    ).catch(() => undefined);
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
          {teams?.map((team) => {
            const inTeam = members.filter((m) => m.teams.some((t) => t.id === team.id));
            const addable = members.filter((m) => !inTeam.includes(m));
            return (
              <li key={team.id} className="rounded-lg border border-zinc-200 p-3">
                <div className="flex items-center justify-between gap-2">
                  <p className="font-medium text-zinc-900">
                    {team.name}{" "}
                    <span className="text-sm font-normal text-zinc-500">
                      · {inTeam.length} {inTeam.length === 1 ? "member" : "members"}
                    </span>
                  </p>
                  {canManage ? (
                    <div className="flex gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Rename ${team.name}`}
                        onClick={() => setRenaming(team)}
                      >
                        <Pencil className="h-4 w-4" aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${team.name}`}
                        onClick={() => setDeleting(team)}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden />
                      </Button>
                    </div>
                  ) : null}
                </div>
                <div className="mt-2 flex flex-wrap gap-1.5">
                  {inTeam.map((m) => (
                    <span
                      key={m.userId}
                      className="inline-flex items-center gap-1 rounded-full bg-zinc-100 py-0.5 pr-1 pl-2.5 text-xs text-zinc-700"
                    >
                      {m.name || m.email}
                      {canManage ? (
                        <button
                          className="rounded-full p-0.5 hover:bg-zinc-200"
                          aria-label={`Remove ${m.name || m.email} from ${team.name}`}
                          onClick={() =>
                            void run(
                              () =>
                                authCall(
                                  authClient.organization.removeTeamMember({ teamId: team.id, userId: m.userId }),
                                ),
                              `Removed from ${team.name}`,
                            ).catch(() => undefined)
                          }
                        >
                          <X className="h-3 w-3" aria-hidden />
                        </button>
                      ) : null}
                    </span>
                  ))}
                </div>
                {canManage && addable.length > 0 ? (
                  <div className="mt-3 max-w-xs">
                    <Select
                      aria-label={`Add a member to ${team.name}`}
                      value=""
                      onChange={(e) => {
                        const userId = e.target.value;
                        if (userId)
                          void run(
                            () => authCall(authClient.organization.addTeamMember({ teamId: team.id, userId })),
                            `Added to ${team.name}`,
                          ).catch(() => undefined);
                      }}
                    >
                      <option value="">Add a member…</option>
                      {addable.map((m) => (
                        <option key={m.userId} value={m.userId}>
                          {m.name || m.email}
                        </option>
                      ))}
                    </Select>
                  </div>
                ) : null}
              </li>
            );
          })}
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
        onClose={() => setRenaming(null)}
        onRename={(team, newName) =>
          run(
            () => authCall(authClient.organization.updateTeam({ teamId: team.id, data: { name: newName } })),
            "Team renamed",
          )
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
        onConfirm={() =>
          run(
            () => authCall(authClient.organization.removeTeam({ teamId: deleting?.id ?? "", organizationId })),
            "Team deleted",
          )
        }
      />
    </Card>
  );
}

function RenameTeamDialog({
  team,
  onClose,
  onRename,
}: {
  team: Team | null;
  onClose: () => void;
  onRename: (team: Team, name: string) => Promise<void>;
}) {
  const [name, setName] = useState("");
  const [saving, setSaving] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!team) return;
    setSaving(true);
    try {
      await onRename(team, name.trim());
      onClose();
    } catch {
      // the toast already says why
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={team !== null}
      onOpenChange={(open) => {
        if (!open) {
          setName("");
          onClose();
        }
      }}
      title="Rename team"
    >
      <form onSubmit={save} className="space-y-4" noValidate>
        <Field
          label="Team name"
          value={name || team?.name || ""}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          autoFocus
        />
        <div className="flex justify-end">
          <Button type="submit" loading={saving} disabled={name.trim().length < 2}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

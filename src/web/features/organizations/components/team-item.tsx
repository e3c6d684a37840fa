import { Pencil, Trash2, X } from "lucide-react";
import type { OrganizationMember } from "@/shared/organizations";
import { Button } from "@/web/components/ui/button";
import { Select } from "@/web/components/ui/select";
import { useAddTeamMember, useRemoveTeamMember } from "../api/team-mutations";
import { announceOutcome } from "./announce-outcome";

export interface Team {
  id: string;
  name: string;
}

/** One team: its members as chips, and for managers rename, delete, add and remove. */
export function TeamItem({
  organizationId,
  team,
  members,
  canManage,
  onRename,
  onDelete,
}: {
  organizationId: string;
  team: Team;
  members: OrganizationMember[];
  canManage: boolean;
  onRename: () => void;
  onDelete: () => void;
}) {
  const addMember = useAddTeamMember(organizationId);
  const removeMember = useRemoveTeamMember(organizationId);
  const inTeam = members.filter((m) => m.teams.some((t) => t.id === team.id));
  const addable = members.filter((m) => !inTeam.includes(m));

  return (
    <li className="rounded-lg border border-zinc-200 p-3">
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium text-zinc-900">
          {team.name}{" "}
          <span className="text-sm font-normal text-zinc-500">
            · {inTeam.length} {inTeam.length === 1 ? "member" : "members"}
          </span>
        </p>
        {canManage ? (
          <div className="flex gap-1">
            <Button variant="ghost" size="icon" aria-label={`Rename ${team.name}`} onClick={onRename}>
              <Pencil className="h-4 w-4" aria-hidden />
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Delete ${team.name}`} onClick={onDelete}>
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
                  void announceOutcome(
                    removeMember.mutateAsync({ teamId: team.id, userId: m.userId }),
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
                void announceOutcome(addMember.mutateAsync({ teamId: team.id, userId }), `Added to ${team.name}`).catch(
                  () => undefined,
                );
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
}

import { Pencil, Trash2, X } from "lucide-react";
import { useRef } from "react";
import type { OrganizationMember } from "@/shared/organizations";
import { Button } from "@/web/components/ui/button";
import { Select } from "@/web/components/ui/select";
import { FOCUS_TARGET_CLASS, useFocusFallback } from "@/web/hooks/use-focus-fallback";
import { cn } from "@/web/lib/cn";
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
  // Adding the last member who was not in the team takes the Add select away, removing one takes their chip:
  // focus goes to what is left (the select, else the team's members; those, else the select) instead of <body>.
  const chips = useRef<HTMLUListElement>(null);
  const select = useRef<HTMLDivElement>(null);
  const addSelect = () => select.current?.querySelector("select");
  const keepFocus = useFocusFallback();
  const add = (userId: string) => {
    keepFocus(() => addSelect() ?? chips.current);
    void announceOutcome(addMember.mutateAsync({ teamId: team.id, userId }), `Added to ${team.name}`).catch(
      () => undefined,
    );
  };
  const remove = (userId: string) => {
    keepFocus(() => (chips.current?.childElementCount ? chips.current : addSelect()));
    void announceOutcome(removeMember.mutateAsync({ teamId: team.id, userId }), `Removed from ${team.name}`).catch(
      () => undefined,
    );
  };

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
      <ul
        ref={chips}
        className={cn("mt-2 flex flex-wrap gap-1.5", FOCUS_TARGET_CLASS)}
        aria-label={`Members of ${team.name}`}
        tabIndex={-1}
      >
        {inTeam.map((m) => (
          <li
            key={m.userId}
            className="inline-flex items-center gap-1 rounded-full bg-zinc-100 py-0.5 pr-1 pl-2.5 text-xs text-zinc-700"
          >
            {m.name || m.email}
            {canManage ? (
              // 24 × 24 px to hit (WCAG 2.5.8), drawn as the small circle inside; the negative margins keep the
              // chip's height and spacing as they were with the 16 px button.
              <button
                className="group -m-1 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
                aria-label={`Remove ${m.name || m.email} from ${team.name}`}
                onClick={() => remove(m.userId)}
              >
                <span className="rounded-full p-0.5 group-hover:bg-zinc-200">
                  <X className="h-3 w-3" aria-hidden />
                </span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {canManage && addable.length > 0 ? (
        <div ref={select} className="mt-3 max-w-xs">
          <Select
            aria-label={`Add a member to ${team.name}`}
            value=""
            onChange={(e) => {
              if (e.target.value) add(e.target.value);
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

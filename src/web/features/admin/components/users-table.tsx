import { Link } from "@tanstack/react-router";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { AdminUserRow } from "@/shared/admin";
import { PersonAvatar } from "./person-avatar";
import { formatShortDate } from "@/web/lib/format";
import { UserStatusBadges } from "./user-status-badges";

export type SortKey = "created" | "email" | "name";
export interface SortState {
  sort: SortKey;
  dir: "asc" | "desc";
}

/** Dates start newest first; text starts A→Z (the server's defaults). */
export const defaultDirection = (sort: SortKey): "asc" | "desc" => (sort === "created" ? "desc" : "asc");

function SortHeader({
  label,
  sortKey,
  state,
  onSort,
  className,
}: {
  label: string;
  sortKey: SortKey;
  state: SortState;
  onSort: (next: SortState) => void;
  className?: string;
}) {
  const active = state.sort === sortKey;
  const Icon = !active ? ArrowUpDown : state.dir === "asc" ? ArrowUp : ArrowDown;
  const next = active ? (state.dir === "asc" ? "desc" : "asc") : defaultDirection(sortKey);
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (state.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <button
        type="button"
        onClick={() => onSort({ sort: sortKey, dir: next })}
        className="inline-flex items-center gap-1 rounded font-semibold hover:text-zinc-900"
      >
        {label}
        <Icon className={active ? "h-3.5 w-3.5 text-zinc-700" : "h-3.5 w-3.5 text-zinc-300"} aria-hidden />
      </button>
    </th>
  );
}

/**
 * The user table. Below `sm` the e-mail, status and date fold into the first cell (stacked rows), so
 * the table fits a 375 px screen without hiding anything; a row's name links to the user's page.
 */
export function UsersTable({
  users,
  sort,
  onSort,
}: {
  users: AdminUserRow[];
  sort: SortState;
  onSort: (next: SortState) => void;
}) {
  const cell = "px-4 py-3 align-middle";
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">
        Users, sorted by {sort.sort === "created" ? "sign-up date" : sort.sort} (
        {sort.dir === "asc" ? "ascending" : "descending"})
      </caption>
      <thead className="border-b border-zinc-200 bg-zinc-50 text-xs tracking-wide text-zinc-500 uppercase">
        <tr>
          <SortHeader label="Name" sortKey="name" state={sort} onSort={onSort} className={cell} />
          <SortHeader
            label="E-mail"
            sortKey="email"
            state={sort}
            onSort={onSort}
            className={`${cell} hidden md:table-cell`}
          />
          <th scope="col" className={`${cell} hidden font-semibold sm:table-cell`}>
            Status
          </th>
          <SortHeader
            label="Joined"
            sortKey="created"
            state={sort}
            onSort={onSort}
            className={`${cell} hidden text-right sm:table-cell`}
          />
        </tr>
      </thead>
      <tbody className="divide-y divide-zinc-100">
        {users.map((user) => (
          <tr key={user.id} className="group hover:bg-zinc-50">
            {/* Takes the width the other columns leave, and no more: a long name ends in "…" instead of running off. */}
            <td className={`${cell} w-full max-w-0`}>
              <div className="flex min-w-0 items-center gap-3">
                <PersonAvatar name={user.name} email={user.email} image={user.image} className="h-8 w-8 shrink-0" />
                <div className="min-w-0">
                  <Link
                    to="/admin/users/$userId"
                    params={{ userId: user.id }}
                    className="block truncate font-medium text-zinc-900 hover:text-brand-600 hover:underline"
                  >
                    {user.name || "Unnamed user"}
                  </Link>
                  <p className="truncate text-zinc-500 md:hidden">{user.email}</p>
                  <div className="mt-1 flex flex-wrap items-center gap-2 sm:hidden">
                    <UserStatusBadges user={user} />
                    <span className="text-xs text-zinc-500">Joined {formatShortDate(user.createdAt)}</span>
                  </div>
                </div>
              </div>
            </td>
            <td className={`${cell} hidden max-w-64 truncate text-zinc-600 md:table-cell`}>{user.email}</td>
            <td className={`${cell} hidden sm:table-cell`}>
              <UserStatusBadges user={user} />
            </td>
            <td className={`${cell} hidden text-right whitespace-nowrap text-zinc-500 tabular-nums sm:table-cell`}>
              {formatShortDate(user.createdAt)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

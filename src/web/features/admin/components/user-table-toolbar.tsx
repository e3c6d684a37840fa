import { Search, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import type { UserTableParams } from "../api/get-admin-users";

const SEARCH_DELAY_MS = 300;

/** Search (typed, applied after a short pause) and the role / ban / verification filters. */
export function UserTableToolbar({
  params,
  onChange,
}: {
  params: UserTableParams;
  onChange: (next: Partial<UserTableParams>) => void;
}) {
  const searchId = useId();
  const [text, setText] = useState(params.q ?? "");
  const [appliedText, setAppliedText] = useState(params.q ?? "");

  // Back/forward or a cleared filter changes the URL: the box follows it (React's "adjust state on prop change").
  if ((params.q ?? "") !== appliedText) {
    setAppliedText(params.q ?? "");
    setText(params.q ?? "");
  }

  useEffect(() => {
    if (text.trim() === (params.q ?? "")) return;
    const timer = setTimeout(() => {
      setAppliedText(text.trim());
      onChange({ q: text.trim() || undefined, page: undefined });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, params.q, onChange]);

  const filter = (key: "role" | "banned" | "verified") => (event: React.ChangeEvent<HTMLSelectElement>) =>
    onChange({ [key]: event.target.value || undefined, page: undefined });

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="min-w-0 flex-1 space-y-1.5">
        <p id={`${searchId}-hint`} className="sr-only">
          Matches the start of an e-mail, words of a name, an e-mail domain starting with @, or an exact user id.
        </p>
        <label htmlFor={searchId} className="block text-sm font-medium text-zinc-800">
          Search
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-zinc-400"
            aria-hidden
          />
          <Input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                setAppliedText(text.trim());
                onChange({ q: text.trim() || undefined, page: undefined });
              }
            }}
            // Short enough for a 320 px phone; the hint (read with the field) names the exact user id too.
            placeholder="Name, e-mail or @domain"
            className="pl-9"
            maxLength={100}
            aria-describedby={`${searchId}-hint`}
          />
          {text ? (
            <button
              type="button"
              onClick={() => setText("")}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-zinc-500 hover:text-zinc-700"
              aria-label="Clear search"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          ) : null}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-3 lg:w-[27rem]">
        <Select label="Role" value={params.role ?? ""} onChange={filter("role")}>
          <option value="">All roles</option>
          <option value="admin">Admins</option>
          <option value="user">Users</option>
        </Select>
        <Select label="Status" value={params.banned ?? ""} onChange={filter("banned")}>
          <option value="">Any status</option>
          <option value="true">Banned</option>
          <option value="false">Not banned</option>
        </Select>
        <Select label="E-mail" value={params.verified ?? ""} onChange={filter("verified")}>
          <option value="">Any e-mail</option>
          <option value="true">Verified</option>
          <option value="false">Unverified</option>
        </Select>
      </div>
    </div>
  );
}

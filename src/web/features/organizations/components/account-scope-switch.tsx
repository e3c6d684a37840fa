import { useMutation } from "@tanstack/react-query";
import { UserRound } from "lucide-react";
import { toast } from "sonner";
import { cn } from "@/web/lib/cn";
import { useMyOrganizations } from "../api/get-my-organizations";
import { useActiveOrganizationId, useSwitchOrganization } from "../use-active-organization";
import { OrganizationAvatar } from "./organization-avatar";

const pill =
  "inline-flex h-9 max-w-full min-w-0 items-center gap-2 rounded-lg border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";
const current = "border-zinc-900 bg-zinc-900 text-white";
const SWITCH_FAILED = "Could not switch to that view. Please try again.";

const other = "border-zinc-200 bg-white text-zinc-700 hover:bg-zinc-50 hover:text-zinc-900";

/**
 * The scope bar at the top of /account (issue 19, decision 036): the personal account and every studio the
 * user belongs to, one click apart, whichever view is showing. Hidden for users without a studio (the
 * personal view is all there is). Names wrap instead of being cut; a long one is shortened but keeps its
 * full name as the accessible name and title.
 */
export function AccountScopeSwitch() {
  const { data: organizations } = useMyOrganizations();
  const activeId = useActiveOrganizationId();
  const switchOrganization = useSwitchOrganization();
  const switching = useMutation({
    mutationFn: async (id: string | null) => {
      if (!(await switchOrganization(id))) throw new Error(SWITCH_FAILED);
    },
    onError: (error) => toast.error(error.message),
  });
  if (!organizations || organizations.length === 0) return null;

  const pending = switching.isPending ? switching.variables : undefined;
  const scopes = [
    // The header switcher's words for it (the spec's 'Personal Account').
    { id: null, name: "Personal Account", logo: undefined },
    ...organizations.map((org) => ({ id: org.id, name: org.name, logo: org.logo })),
  ];

  return (
    <nav aria-label="Account scope" className="border-b border-zinc-200 bg-zinc-50/70">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 py-3 sm:px-6">
        <span className="mr-1 text-xs font-medium tracking-wide text-zinc-500 uppercase">Viewing</span>
        {scopes.map((scope) => {
          const isCurrent = scope.id === activeId;
          return (
            <button
              key={scope.id ?? "personal"}
              type="button"
              title={scope.name}
              aria-current={isCurrent ? "true" : undefined}
              aria-busy={pending === scope.id || undefined}
              disabled={pending !== undefined}
              onClick={() => switching.mutate(scope.id)}
              className={cn(pill, isCurrent ? current : other, "disabled:cursor-wait")}
            >
              {scope.id === null ? (
                <UserRound className="h-4 w-4 shrink-0" aria-hidden />
              ) : (
                <OrganizationAvatar name={scope.name} logo={scope.logo} className="h-5 w-5" />
              )}
              <span className="max-w-[16rem] truncate">{scope.name}</span>
            </button>
          );
        })}
      </div>
    </nav>
  );
}

import { useNavigate } from "@tanstack/react-router";
import { Building2, Check, ChevronsUpDown, Plus, UserRound } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { useMyOrganizations } from "../api/get-my-organizations";
import {
  useActiveOrganizationId,
  useRestoreActiveOrganization,
  useSwitchOrganization,
} from "../use-active-organization";
import { OrganizationAvatar } from "./organization-avatar";

/** Header organization switcher (docs/product.md#screens): shown only to signed-in users who belong to a studio. */
export function OrganizationSwitcher() {
  useRestoreActiveOrganization();
  const navigate = useNavigate();
  const { data: organizations } = useMyOrganizations();
  const activeId = useActiveOrganizationId();
  const switchOrganization = useSwitchOrganization();
  if (!organizations || organizations.length === 0) return null;
  const active = organizations.find((org) => org.id === activeId);
  const label = active ? active.name : "Select organization...";

  return (
    <DropdownMenu>
      {/*
        The visible label is part of the accessible name (axe: label-in-name). Phones show the studio's
        logo or initial (or a studio icon) only; wider screens the name, cut only beyond 14rem, with the full
        name in the title and the accessible name.
      */}
      <DropdownMenuTrigger
        className="inline-flex h-9 max-w-[9rem] min-w-0 items-center gap-2 rounded-lg border border-zinc-200 bg-white px-2.5 text-sm font-medium text-zinc-800 shadow-xs hover:bg-zinc-50 sm:max-w-[16rem]"
        title={label}
        aria-label={`Switch studio: ${label}`}
      >
        {active ? (
          <OrganizationAvatar name={active.name} logo={active.logo} className="h-5 w-5" />
        ) : (
          <Building2 className="h-4 w-4 shrink-0 text-zinc-500 sm:hidden" aria-hidden />
        )}
        <span className="hidden min-w-0 truncate sm:block">{label}</span>
        <ChevronsUpDown className="h-4 w-4 shrink-0 text-zinc-400" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>
          <span className="text-xs font-medium text-zinc-500">Studios</span>
        </DropdownMenuLabel>
        {organizations.map((org) => (
          <DropdownMenuItem key={org.id} onSelect={() => void switchOrganization(org.id)}>
            <OrganizationAvatar name={org.name} logo={org.logo} />
            <span className="flex-1 truncate">{org.name}</span>
            {org.id === activeId ? <Check className="h-4 w-4 text-brand-600" aria-label="Active" /> : null}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void switchOrganization(null)}>
          <UserRound className="h-4 w-4" aria-hidden />
          <span className="flex-1">Personal Account</span>
          {activeId === null ? <Check className="h-4 w-4 text-brand-600" aria-label="Active" /> : null}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate({ to: "/create-organization" })}>
          <Plus className="h-4 w-4" aria-hidden /> Create New Studio
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { Building2, User } from "lucide-react";
import type { OrganizationListItem } from "@/shared/organizations";
import { cn } from "@/web/lib/cn";

/** Where the device spends: personal credits or one of the user's studios (value null = personal). */
export function CreditSourcePicker({
  studios,
  value,
  onChange,
}: {
  studios: OrganizationListItem[];
  value: string | null;
  onChange: (organizationId: string | null) => void;
}) {
  const options = [
    { id: null, label: "Personal credits", note: "Your own plan", Icon: User },
    ...studios.map((studio) => ({ id: studio.id, label: studio.name, note: "Studio credits", Icon: Building2 })),
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-zinc-800">Spend credits from</legend>
      {options.map(({ id, label, note, Icon }) => {
        const checked = value === id;
        return (
          <label
            key={id ?? "personal"}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-lg border px-3.5 py-3 text-sm transition-colors",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
              checked ? "border-brand-500 bg-brand-50" : "border-zinc-200 hover:bg-zinc-50",
            )}
          >
            <input
              type="radio"
              name="credit-source"
              className="h-4 w-4 accent-brand-600"
              checked={checked}
              onChange={() => onChange(id)}
            />
            <Icon className="h-4 w-4 shrink-0 text-zinc-500" aria-hidden />
            <span className="min-w-0 flex-1">
              <span className="block font-medium break-words text-zinc-900">{label}</span>
              <span className="block text-xs text-zinc-600">{note}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

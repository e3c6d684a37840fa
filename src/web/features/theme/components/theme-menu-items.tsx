import { DropdownMenu as M } from "radix-ui";
import { Check } from "lucide-react";
import { parseThemeChoice } from "@/shared/theme";
import { THEME_OPTIONS } from "../theme-options";
import { useThemeChoice } from "../use-theme";

/** The theme choice inside a Radix dropdown menu: a labelled radio group, announced as "menuitemradio". */
export function ThemeMenuItems() {
  const [choice, setChoice] = useThemeChoice();
  return (
    <M.Group aria-labelledby="theme-menu-label">
      <M.Label id="theme-menu-label" className="px-2.5 pt-2 pb-1 text-xs font-medium text-zinc-500">
        Theme
      </M.Label>
      <M.RadioGroup value={choice} onValueChange={(value) => setChoice(parseThemeChoice(value))}>
        {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
          <M.RadioItem
            key={value}
            value={value}
            // Keep the menu open: the page changes behind it, and a second choice is one key away.
            onSelect={(event) => event.preventDefault()}
            className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-zinc-700 outline-none select-none data-[highlighted]:bg-zinc-100 data-[highlighted]:text-zinc-900"
          >
            <Icon className="h-4 w-4" aria-hidden />
            {label}
            <M.ItemIndicator className="ml-auto">
              <Check className="h-4 w-4" aria-hidden />
            </M.ItemIndicator>
          </M.RadioItem>
        ))}
      </M.RadioGroup>
    </M.Group>
  );
}

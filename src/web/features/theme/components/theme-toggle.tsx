import { useId, useSyncExternalStore } from "react";
import { cn } from "@/web/lib/cn";
import { THEME_OPTIONS } from "../theme-options";
import { useThemeChoice } from "../use-theme";

/**
 * Light / Dark / System as one radio group of native radio inputs: the browser gives one tab stop, arrow keys
 * that move the choice and the radio semantics, with no script (a Radix toggle group cost ~8 KB on every page's
 * first load, past the home page's JavaScript budget). Shown in the footer so it is in reach signed out too; the
 * account menu offers the same choice (ThemeMenuItems).
 */
export function ThemeToggle({ className }: { className?: string }) {
  const [choice, setChoice] = useThemeChoice();
  const name = useId();
  const interactive = useIsHydrated();
  return (
    <div
      role="radiogroup"
      aria-label="Theme"
      className={cn("inline-flex rounded-lg border border-zinc-200 bg-white p-0.5", className)}
    >
      {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
        <label
          key={value}
          title={label}
          className={cn(
            "relative inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-md text-zinc-600 transition-colors",
            "hover:text-zinc-900 has-checked:bg-zinc-100 has-checked:text-zinc-900",
            // The input is visually hidden, so its label carries the focus ring the base styles give :focus-visible.
            "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500",
          )}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={choice === value}
            onChange={() => setChoice(value)}
            disabled={!interactive}
            aria-label={label}
            // Transparent over the whole button, so a click or tap lands on the input itself.
            className="absolute inset-0 cursor-pointer appearance-none opacity-0"
          />
          <Icon className="h-4 w-4" aria-hidden />
        </label>
      ))}
    </div>
  );
}

const noSubscription = () => () => {};

/**
 * False while a prerendered page is on screen and React has not yet hydrated it (docs/decisions/039): the radios
 * are disabled until then, because a click before hydration would check one without applying it, and hydration
 * would then put the check back.
 */
function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

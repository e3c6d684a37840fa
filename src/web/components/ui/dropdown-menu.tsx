import { DropdownMenu as M } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/web/lib/cn";

/**
 * Non-modal: a modal Radix menu hides the rest of the page with aria-hidden while focusable elements stay in it
 * (axe: aria-hidden-focus). The menu still closes on Escape, outside click and focus leaving it.
 */
export function DropdownMenu(props: ComponentProps<typeof M.Root>) {
  return <M.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = M.Trigger;
export const DropdownMenuGroup = M.Group;

export function DropdownMenuContent({ className, align = "end", ...props }: ComponentProps<typeof M.Content>) {
  return (
    <M.Portal>
      <M.Content
        align={align}
        sideOffset={8}
        // Kept 8 px inside the screen and no wider than the room there, so a long name or e-mail in a menu ends in
        // "…" on a phone instead of pushing the menu past the edge.
        collisionPadding={8}
        className={cn(
          "z-50 max-w-(--radix-dropdown-menu-content-available-width) min-w-56 overflow-hidden rounded-xl border border-zinc-200 bg-white p-1 text-sm shadow-lg",
          className,
        )}
        {...props}
      />
    </M.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof M.Item>) {
  return (
    <M.Item
      className={cn(
        "flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-zinc-700 outline-none select-none",
        "data-[highlighted]:bg-zinc-100 data-[highlighted]:text-zinc-900 data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <M.Label className="px-2.5 py-2">{children}</M.Label>;
}

export function DropdownMenuSeparator() {
  return <M.Separator className="my-1 h-px bg-zinc-100" />;
}

import { Tabs as T } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

export const Tabs = T.Root;
export const TabsContent = T.Content;

/**
 * The tab row wraps onto a second line when it does not fit (a phone at 320–375 px): a row that scrolled
 * sideways hid its last tabs (the studio's Settings) with nothing to say they were there.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof T.List>) {
  return <T.List className={cn("flex flex-wrap gap-x-1 border-b border-zinc-200", className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        "-mb-px border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-zinc-500 hover:text-zinc-800",
        "data-[state=active]:border-brand-500 data-[state=active]:text-zinc-900",
        // Inside the tab, so a wrapped row above or below does not cover it.
        "rounded-t-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset",
        className,
      )}
      {...props}
    />
  );
}

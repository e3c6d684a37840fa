import { twMerge } from "tailwind-merge";

/**
 * Joins class names, skipping falsy ones; where two Tailwind classes set the same property, the later
 * one wins (`cn("px-5 py-5", "p-0")` is `p-0`). Without the merge the stylesheet's order decided, so a
 * component's `className` could not override its defaults (`h-8` lost to a default `h-9`).
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes);
}

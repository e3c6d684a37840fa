import { Slot } from "radix-ui";
import type { ComponentPropsWithRef } from "react";
import { cn } from "@/web/lib/cn";
import { Spinner } from "./spinner";

const variants = {
  primary: "bg-primary text-on-primary shadow-sm hover:bg-primary-hover",
  secondary: "bg-zinc-900 text-white shadow-sm hover:bg-zinc-800",
  outline: "border border-zinc-300 bg-white text-zinc-800 shadow-sm hover:bg-zinc-50",
  ghost: "text-zinc-700 hover:bg-zinc-100",
  // Filled red only to confirm (in a dialog); the action that opens the confirmation is "destructive".
  danger: "bg-danger text-on-color shadow-sm hover:bg-danger-hover",
  destructive: "border border-red-300 bg-white text-red-700 shadow-sm hover:bg-red-50",
  link: "text-brand-600 underline-offset-2 hover:underline px-0 h-auto",
} as const;

const sizes = {
  sm: "h-8 px-3 text-sm gap-1.5",
  md: "h-10 px-4 text-sm gap-2",
  lg: "h-12 px-6 text-base gap-2",
  icon: "h-9 w-9",
} as const;

export interface ButtonProps extends ComponentPropsWithRef<"button"> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  loading?: boolean;
  /** Render the child element (e.g. a Link) with button styles. */
  asChild?: boolean;
}

export function buttonClasses(
  variant: keyof typeof variants = "primary",
  size: keyof typeof sizes = "md",
  extra?: string,
) {
  return cn(
    "inline-flex shrink-0 items-center justify-center rounded-lg font-medium whitespace-nowrap transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
    "disabled:pointer-events-none disabled:opacity-50",
    variants[variant],
    sizes[size],
    extra,
  );
}

export function Button({
  variant,
  size,
  loading,
  asChild,
  className,
  children,
  disabled,
  type,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot.Root className={buttonClasses(variant, size, className)} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? "button"}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner className="h-4 w-4" /> : null}
      {children}
    </button>
  );
}

/**
 * Where a button will be once its state is known (e.g. the session): the same box as the button with `label`,
 * pulsing. The label is laid out but invisible, so the box has the button's width and text baseline and nothing
 * around it moves when the real button replaces it.
 */
export function ButtonPlaceholder({
  label,
  variant,
  size,
  className,
}: {
  label: string;
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <div aria-hidden className={buttonClasses(variant, size, cn("animate-pulse", className))}>
      <span className="invisible">{label}</span>
    </div>
  );
}

import { Link } from "@tanstack/react-router";
import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClasses } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-client";

/** A full-page message for the local checkout and portal: bad link, signed out, expired. */
export function BillingPageState({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center">
      <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <AlertTriangle className="h-6 w-6" aria-hidden />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-zinc-900">{title}</h1>
      <div className="mt-3 text-zinc-600">{children}</div>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

/** The error of a failed page load, with the way forward (sign in, or back to Goji). */
export function BillingLoadError({
  error,
  backTo,
}: {
  error: Error;
  backTo: { to: "/pricing" | "/account"; label: string };
}) {
  if (error instanceof ApiError && error.status === 401) {
    const redirect = `${window.location.pathname}${window.location.search}`;
    return (
      <BillingPageState
        title="Please Sign In"
        action={
          <Link to="/login" search={{ redirect }} className={buttonClasses("primary", "md")}>
            Sign In
          </Link>
        }
      >
        Sign in with the account that started this to continue.
      </BillingPageState>
    );
  }
  return (
    <BillingPageState
      title="This link cannot be used"
      action={
        <Link to={backTo.to} className={buttonClasses("primary", "md")}>
          {backTo.label}
        </Link>
      }
    >
      {error.message}
    </BillingPageState>
  );
}

import { Link } from "@tanstack/react-router";
import { buttonClasses } from "@/web/components/ui/button";
import { authClient } from "@/web/lib/auth-client";
import { lazy, Suspense } from "react";

// Signed-out visitors never download the menus (Radix dropdown + popper), keeping the first load small.
const UserMenu = lazy(() => import("./user-menu").then((module) => ({ default: module.UserMenu })));

/** The right side of the header: Sign In when signed out, the account menus when signed in. */
export function HeaderAccount() {
  const { data: session, isPending } = authClient.useSession();
  if (isPending) return <div className="h-9 w-9 animate-pulse rounded-full bg-zinc-100" aria-hidden />;
  if (!session) {
    return (
      <Link to="/login" className={buttonClasses("outline", "sm")} onClick={() => window.scrollTo({ top: 0 })}>
        Sign In
      </Link>
    );
  }
  return (
    <Suspense fallback={<div className="h-9 w-9 rounded-full bg-zinc-100" aria-hidden />}>
      <UserMenu user={session.user} />
    </Suspense>
  );
}

import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { buttonClasses } from "@/web/components/ui/button";
import { useSession } from "../api/session";
import type { UserMenu } from "./user-menu";

export type MenuUser = Parameters<typeof UserMenu>[0]["user"];

/** The right side of the header: Sign In when signed out; the layout's signed-in menus otherwise. */
export function HeaderAccount({ renderSignedIn }: { renderSignedIn: (user: MenuUser) => ReactNode }) {
  const { data: session, isPending } = useSession();
  if (isPending) return <div className="h-9 w-9 animate-pulse rounded-full bg-zinc-100" aria-hidden />;
  if (!session) {
    return (
      <Link to="/login" className={buttonClasses("outline", "sm")} onClick={() => window.scrollTo({ top: 0 })}>
        Sign In
      </Link>
    );
  }
  return renderSignedIn(session.user);
}

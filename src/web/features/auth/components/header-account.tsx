import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ButtonPlaceholder, buttonClasses } from "@/web/components/ui/button";
import { useSession } from "../api/session";
import type { UserMenu } from "./user-menu";

export type MenuUser = Parameters<typeof UserMenu>[0]["user"];

/** The right side of the header: Sign In when signed out; the layout's signed-in menus otherwise. */
export function HeaderAccount({ renderSignedIn }: { renderSignedIn: (user: MenuUser) => ReactNode }) {
  const { data: session, isPending } = useSession();
  if (isPending) {
    // Sign In's own size: for a signed-out visitor (most of the public pages' visitors, and the prerendered HTML's
    // state) nothing in the header moves when the answer arrives.
    return <ButtonPlaceholder label="Sign In" variant="outline" size="sm" className="border-transparent bg-zinc-100" />;
  }
  if (!session) {
    return (
      <Link to="/login" className={buttonClasses("outline", "sm")} onClick={() => window.scrollTo({ top: 0 })}>
        Sign In
      </Link>
    );
  }
  return renderSignedIn(session.user);
}

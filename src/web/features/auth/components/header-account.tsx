import { Link } from "@tanstack/react-router";
import { lazy, Suspense, type ComponentType } from "react";
import { buttonClasses } from "@/web/components/ui/button";
import { authClient } from "@/web/lib/auth-client";
import type { UserMenu } from "./user-menu";

type MenuUser = Parameters<typeof UserMenu>[0]["user"];

/**
 * The right side of the header: Sign In when signed out; when signed in, the menus passed in by the
 * layout (loaded lazily, so signed-out visitors never download Radix menus and popper).
 */
export function HeaderAccount({ loadSignedInMenus }: { loadSignedInMenus: () => Promise<{ default: ComponentType<{ user: MenuUser }> }> }) {
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
      <LazyMenus load={loadSignedInMenus} user={session.user} />
    </Suspense>
  );
}

const cache = new WeakMap<object, ComponentType<{ user: MenuUser }>>();

function LazyMenus({ load, user }: { load: () => Promise<{ default: ComponentType<{ user: MenuUser }> }>; user: MenuUser }) {
  let Menus = cache.get(load);
  if (!Menus) {
    Menus = lazy(load);
    cache.set(load, Menus);
  }
  return <Menus user={user} />;
}

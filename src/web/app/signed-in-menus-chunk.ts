import { lazy } from "react";

/**
 * The header's signed-in menus (Radix dropdown + popper) are their own chunk, so signed-out visitors never
 * download them. The sign-in forms start fetching it while the credentials are being checked; otherwise the
 * header showed a placeholder for up to a second after signing in.
 */
export const loadSignedInMenus = () => import("./signed-in-menus");

export const LazySignedInMenus = lazy(() => loadSignedInMenus().then((m) => ({ default: m.SignedInMenus })));

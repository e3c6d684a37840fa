import { useSyncExternalStore } from "react";
import { detectPlatform, type Platform } from "@/shared/platform";

export function currentPlatform(): Platform {
  return typeof navigator === "undefined" ? "other" : detectPlatform(navigator.userAgent);
}

const neverChanges = () => () => {};

/**
 * The visitor's platform for rendering. A prerendered page was rendered for "other" (there is no browser at build
 * time), so hydration renders "other" too and React then moves to the browser's own answer; reading navigator
 * during hydration would not match the HTML (docs/decisions/039-prerendered-public-pages.md).
 */
export function usePlatform(): Platform {
  return useSyncExternalStore(neverChanges, currentPlatform, () => "other");
}

import { useCallback, useEffect, useRef } from "react";

/**
 * For an element only scripts focus (`tabIndex={-1}`): the buttons' outline, drawn inside so a card's edge does
 * not clip it, when the browser shows focus (it came from the keyboard), none after a click. Not `outline-none`:
 * in Tailwind 4 that also empties the outline style `focus-visible:outline-2` draws with.
 */
export const FOCUS_TARGET_CLASS =
  "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500";

type FocusTarget = () => HTMLElement | null | undefined;

/**
 * Keeps keyboard focus on the page through a change that removes or replaces the control that has it (a row
 * deleted, a form swapped for its result, a view or a whole page replaced). The browser puts focus on <body>
 * then, and keyboard and screen-reader users start again from the top of the page.
 *
 * Until the user next presses a key or the pointer, whenever the page changes and leaves focus on <body>, it goes
 * to `target()` (when that exists yet). Watching the page rather than focusing once when the action ends covers
 * removals that land later: after the refetch, or after a dialog has given focus back to an opener that the
 * refreshed list then removes. Returns a function that stops watching.
 */
export function keepFocusOnPage(target: FocusTarget): () => void {
  const rescue = () => {
    if (document.activeElement && document.activeElement !== document.body) return;
    target()?.focus();
  };
  // `disabled`: a button that shows it is busy is disabled, and the browser takes focus away from it.
  const observer = new MutationObserver(rescue);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled"] });
  const stop = () => {
    observer.disconnect();
    window.removeEventListener("keydown", stop, true);
    window.removeEventListener("pointerdown", stop, true);
  };
  // The user acting again ends it: from then on, where focus goes is theirs.
  window.addEventListener("keydown", stop, true);
  window.addEventListener("pointerdown", stop, true);
  return stop;
}

/**
 * The page's main heading, made focusable by script: where focus goes when a new page or view has replaced the
 * control that had it, so a screen reader starts reading at the heading of what is now shown.
 */
export function mainHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>("main h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  return heading;
}

/**
 * `keepFocusOnPage` for a component's own actions: call the returned function as such an action starts (or, after
 * a confirmation dialog, once it succeeded) with where focus should go instead. It stops watching when the
 * component unmounts; a change that replaces the component itself calls `keepFocusOnPage` directly.
 */
export function useFocusFallback(): (target: FocusTarget) => void {
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  return useCallback((target: FocusTarget) => {
    stop.current?.();
    stop.current = keepFocusOnPage(target);
  }, []);
}

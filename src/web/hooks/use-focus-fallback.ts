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
 * Keeps keyboard focus on the page through an action that removes or replaces the control that has it (a row
 * deleted, a chip removed, a form swapped back for its button, a panel hidden). The browser puts focus on <body>
 * then, and keyboard and screen-reader users start again from the top of the page.
 *
 * Call the returned function as such an action starts (or, after a confirmation dialog, once it succeeded) with
 * where focus should go instead. Until the user next presses a key or the pointer, whenever the page changes and
 * leaves focus on <body>, it goes to `target()` (when that exists yet). Watching the page rather than focusing
 * once when the action ends covers removals that land later: after the refetch, or after a dialog has given focus
 * back to an opener that the refreshed list then removes.
 */
export function useFocusFallback(): (target: FocusTarget) => void {
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  return useCallback((target: FocusTarget) => {
    stop.current?.();
    const rescue = () => {
      if (document.activeElement && document.activeElement !== document.body) return;
      target()?.focus();
    };
    // `disabled`: a button that shows it is busy is disabled, and the browser takes focus away from it.
    const observer = new MutationObserver(rescue);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["disabled"],
    });
    const end = () => {
      observer.disconnect();
      window.removeEventListener("keydown", end, true);
      window.removeEventListener("pointerdown", end, true);
      stop.current = null;
    };
    // The user acting again ends it: from then on, where focus goes is theirs.
    window.addEventListener("keydown", end, true);
    window.addEventListener("pointerdown", end, true);
    stop.current = end;
  }, []);
}

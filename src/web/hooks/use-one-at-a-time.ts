import { useRef } from "react";

/**
 * Wraps an action so that a call made while the previous one is still running is dropped. A double click's second
 * click arrives before React has drawn the button busy (TanStack Query reports a mutation as pending on a later
 * tick), so `disabled={isPending}` alone let two requests through: two API keys, two checkouts, two e-mails. The
 * action shows its own failure (a mutation's error state, a toast); a rejection here is not reported again.
 */
export function useOneAtATime<Args extends unknown[]>(action: (...args: Args) => Promise<unknown>) {
  const running = useRef(false);
  return (...args: Args) => {
    if (running.current) return;
    running.current = true;
    void action(...args)
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  };
}

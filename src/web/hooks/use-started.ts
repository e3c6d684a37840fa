import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};
const started = () => true;
const notYet = () => false;

/**
 * False while a prerendered page hydrates (its HTML was built without the browser), true from then on and on every
 * page the app renders itself: for what may only appear once the app runs, without a hydration mismatch.
 */
export function useStarted(): boolean {
  return useSyncExternalStore(neverChanges, started, notYet);
}

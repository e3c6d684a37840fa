/** What the first-run panel knows (decision 037): what the browser remembers, and what the server says. */
export interface FirstRunFacts {
  /** The user downloaded the plugin from the panel, or said they already have it (per browser). */
  pluginFetched: boolean;
  /** A personal API key exists, or the plugin signed in through the browser with personal credits. */
  connected: boolean;
  /** The personal key or a personal device has been used, or personal credits were spent. */
  requestSeen: boolean;
}

export type FirstRunStep = "get-plugin" | "connect" | "first-request";

export const FIRST_RUN_STEPS: readonly FirstRunStep[] = ["get-plugin", "connect", "first-request"];

/**
 * The step to act on, or null when all are done. Later evidence completes earlier steps: someone whose
 * plugin already connected has the plugin, and a request proves both.
 */
export function currentFirstRunStep(facts: FirstRunFacts): FirstRunStep | null {
  if (facts.requestSeen) return null;
  if (facts.connected) return "first-request";
  if (facts.pluginFetched) return "connect";
  return "get-plugin";
}

export function isStepDone(step: FirstRunStep, current: FirstRunStep | null): boolean {
  if (current === null) return true;
  return FIRST_RUN_STEPS.indexOf(step) < FIRST_RUN_STEPS.indexOf(current);
}

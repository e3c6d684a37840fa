// The onboarding feature's public entry: the first-run panel of the personal account.
export { FirstRunPanel } from "./components/first-run-panel";
export { useFirstRunSettled } from "./use-first-run-facts";

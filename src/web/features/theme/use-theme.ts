import { useSyncExternalStore } from "react";
import type { ThemeChoice } from "@/shared/theme";
import { getThemeChoice, setThemeChoice, subscribeToTheme } from "./theme-store";

export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribeToTheme, getThemeChoice, () => "system" as const);
  return [choice, setThemeChoice];
}

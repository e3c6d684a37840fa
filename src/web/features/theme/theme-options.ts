import { Monitor, Moon, Sun, type LucideIcon } from "lucide-react";
import type { ThemeChoice } from "@/shared/theme";

export const THEME_OPTIONS: ReadonlyArray<{ value: ThemeChoice; label: string; icon: LucideIcon }> = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
];

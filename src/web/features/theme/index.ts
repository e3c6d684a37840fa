export { ThemeToggle } from "./components/theme-toggle";
export { ThemeMenuItems } from "./components/theme-menu-items";
export { useThemeChoice } from "./use-theme";

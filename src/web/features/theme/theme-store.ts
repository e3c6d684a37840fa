import { parseThemeChoice, THEME_STORAGE_KEY, type ThemeChoice } from "@/shared/theme";

// The choice lives in localStorage (per browser, as the inline script in index.html reads it before first
// paint); this module keeps <html class="dark"> in step with it and with the system preference.
const listeners = new Set<() => void>();
const systemDark = () => window.matchMedia("(prefers-color-scheme: dark)");

function readChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return "system"; // storage blocked (privacy mode): follow the system
  }
}

function applyTheme(choice: ThemeChoice): void {
  const dark = choice === "dark" || (choice === "system" && systemDark().matches);
  document.documentElement.classList.toggle("dark", dark);
}

function notify(): void {
  applyTheme(readChoice());
  for (const listener of listeners) listener();
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not remembered, but still applied to this page.
  }
  notify();
}

export function subscribeToTheme(listener: () => void): () => void {
  if (listeners.size === 0) {
    systemDark().addEventListener("change", notify);
    window.addEventListener("storage", onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      systemDark().removeEventListener("change", notify);
      window.removeEventListener("storage", onStorage);
    }
  };
}

// Another tab changed the choice: follow it here too.
function onStorage(event: StorageEvent): void {
  if (event.key === THEME_STORAGE_KEY || event.key === null) notify();
}

export const getThemeChoice = readChoice;

/** The theme a visitor chose; "system" follows `prefers-color-scheme`. Remembered per browser in localStorage. */
export const THEME_CHOICES = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_STORAGE_KEY = "goji-theme";

export function parseThemeChoice(value: unknown): ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice) ? (value as ThemeChoice) : "system";
}

/**
 * Runs inline in <head> before first paint so a dark page never flashes light (and back), and keeps following a
 * change of the system preference or of the choice made in another tab. The app's theme store does the same
 * for its React views; the server-rendered pages (the dev outbox and its e-mail previews) have only this. The
 * server allows exactly this text by its hash in the CSP (src/server/lib/security-headers.ts); Vite writes it
 * into index.html (vite.config.ts). Kept in ES5 and tiny: it blocks rendering.
 */
export const THEME_INIT_SCRIPT =
  `(function(){try{var q=window.matchMedia("(prefers-color-scheme: dark)");var a=function(){try{` +
  `var c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `document.documentElement.classList.toggle("dark",c==="dark"||(c!=="light"&&q.matches))}catch(e){}};` +
  `a();q.addEventListener("change",a);window.addEventListener("storage",a)}catch(e){}})()`;

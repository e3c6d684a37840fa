import { createHash } from "node:crypto";
import { PLATFORM_INIT_SCRIPT } from "../../shared/platform.ts";
import { THEME_INIT_SCRIPT } from "../../shared/theme.ts";

const cspHash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/**
 * The CSP sources that allow index.html's two inline scripts (the theme's and the platform's, each run before first
 * paint) and nothing else inline.
 */
export const INLINE_SCRIPT_CSP_SOURCES = [THEME_INIT_SCRIPT, PLATFORM_INIT_SCRIPT].map(cspHash).join(" ");

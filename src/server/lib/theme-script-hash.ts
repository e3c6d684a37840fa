import { createHash } from "node:crypto";
import { THEME_INIT_SCRIPT } from "../../shared/theme.ts";

/** The CSP source that allows the inline theme script in index.html and nothing else inline. */
export const THEME_SCRIPT_CSP_SOURCE = `'sha256-${createHash("sha256").update(THEME_INIT_SCRIPT).digest("base64")}'`;

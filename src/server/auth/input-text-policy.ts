import { APIError, createAuthMiddleware } from "better-auth/api";
import { userNameMessages, userNameProblem } from "../../shared/user-name.ts";

/** What PostgreSQL cannot store in text: NUL, and lone UTF-16 surrogates (invalid Unicode). */
const LONE_SURROGATE = /\p{Cs}/u;
const unstorable = (text: string) => text.includes("\u0000") || LONE_SURROGATE.test(text);
const MAX_DEPTH = 8;

/** Whether a string anywhere in a JSON value (keys included) holds a character the database refuses. */
function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return unstorable(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => holdsUnstorableText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => unstorable(key) || holdsUnstorableText(item, depth + 1));
}

/** Endpoints that set a person's name: the same rules everywhere (shared/user-name.ts). */
const NAME_PATHS = new Set(["/sign-up/email", "/update-user", "/admin/create-user"]);

/**
 * Input better-auth passes straight to the database. Such text made its endpoints fail with an empty
 * 500 (a NUL in an id or a token, a name longer than the name index's row limit); it is refused here
 * with a 400 that says why. Names follow one rule wherever they are set.
 */
export const inputTextPolicy = createAuthMiddleware(async (ctx) => {
  // Every endpoint takes an object; a bare number or string made the hooks that read its fields throw (a 500).
  const body: unknown = ctx.body;
  if (body !== undefined && body !== null && (typeof body !== "object" || Array.isArray(body))) {
    throw new APIError("BAD_REQUEST", { message: "The request body must be a JSON object.", code: "INVALID_BODY" });
  }
  if (holdsUnstorableText(ctx.body) || holdsUnstorableText(ctx.query)) {
    throw new APIError("BAD_REQUEST", {
      message: "Text may not contain NUL (\\0) characters or invalid Unicode.",
      code: "INVALID_TEXT",
    });
  }
  if (!NAME_PATHS.has(ctx.path)) return;
  const name = (ctx.body as { name?: unknown } | undefined)?.name;
  if (typeof name !== "string") return; // better-auth's own validation answers a missing or odd name
  const problem = userNameProblem(name);
  if (problem) {
    throw new APIError("BAD_REQUEST", {
      message: problem,
      code: problem === userNameMessages.tooLong ? "NAME_TOO_LONG" : "INVALID_NAME",
    });
  }
});

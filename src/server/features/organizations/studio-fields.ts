import { APIError } from "better-auth/api";
import { LOGO_BY_UPLOAD_ONLY, storedStudioName, storedTeamName } from "../../../shared/organizations.ts";

/** What our create-studio endpoint generates: slugify(name) (≤ 40) + "-" + 6 hex digits. */
const STUDIO_SLUG = /^[a-z0-9-]{1,64}$/;

export const LOGO_NOT_UPDATABLE = LOGO_BY_UPLOAD_ONLY;

/**
 * A studio's name, logo and slug follow the same rules whichever way they arrive: our create-studio
 * endpoint, or better-auth's organization create and update called directly. better-auth stores the name
 * as sent, so it is checked untrimmed. A logo is set only by uploading one (studio-logo.routes.ts): create and
 * update refuse any logo (update whatever its value; create any but an empty one), so no member's browser is
 * ever sent to an address someone typed in (docs/decisions/041).
 */
export function checkStudioFields(path: string, body: Record<string, unknown>): void {
  checkTeamFields(path, body);
  if (path === "/organization/update" && !setsAStudioField(body.data)) {
    throw new APIError("BAD_REQUEST", { message: NOTHING_TO_UPDATE, code: "NO_FIELDS_TO_UPDATE" });
  }
  const fields = path === "/organization/create" ? body : path === "/organization/update" ? body.data : undefined;
  if (!fields || typeof fields !== "object") return;
  const { name, logo, slug } = fields as Record<string, unknown>;
  const setsLogo =
    path === "/organization/update" ? "logo" in fields : logo !== undefined && logo !== null && logo !== "";
  if (setsLogo) throw new APIError("BAD_REQUEST", { message: LOGO_NOT_UPDATABLE, code: "LOGO_NOT_UPDATABLE" });
  const problem =
    (name === undefined ? undefined : storedStudioName.safeParse(name).error?.issues[0]?.message) ??
    (slug === undefined || (typeof slug === "string" && STUDIO_SLUG.test(slug))
      ? undefined
      : "Studio slug may contain only lower-case letters, digits and hyphens (at most 64).");
  if (problem) throw new APIError("BAD_REQUEST", { message: problem });
}

export const NOTHING_TO_UPDATE = "Send the studio's new name (or slug) in data.";

/** The fields of a studio better-auth's update writes; with none of them it failed inside the database layer (a 500). */
const UPDATABLE_STUDIO_FIELDS = ["name", "slug", "logo", "metadata"];

function setsAStudioField(data: unknown): boolean {
  if (!data || typeof data !== "object" || Array.isArray(data)) return false;
  return UPDATABLE_STUDIO_FIELDS.some((field) => (data as Record<string, unknown>)[field] !== undefined);
}

/** Team names follow the same kind of rules on create-team and update-team (better-auth checks none). */
function checkTeamFields(path: string, body: Record<string, unknown>): void {
  const fields =
    path === "/organization/create-team" ? body : path === "/organization/update-team" ? body.data : undefined;
  if (!fields || typeof fields !== "object" || !("name" in fields)) return;
  const problem = storedTeamName.safeParse((fields as { name: unknown }).name).error?.issues[0]?.message;
  if (problem) throw new APIError("BAD_REQUEST", { message: problem });
}

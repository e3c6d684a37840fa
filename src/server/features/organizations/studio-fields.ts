import { APIError } from "better-auth/api";
import { storedStudioName, studioLogo } from "../../../shared/organizations.ts";

/** What our create-studio endpoint generates: slugify(name) (≤ 40) + "-" + 6 hex digits. */
const STUDIO_SLUG = /^[a-z0-9-]{1,64}$/;

/**
 * A studio's name, logo and slug follow the same rules whichever way they arrive: our create-studio
 * endpoint, or better-auth's organization create and update called directly. better-auth stores the name
 * as sent, so it is checked untrimmed.
 */
export function checkStudioFields(path: string, body: Record<string, unknown>): void {
  const fields = path === "/organization/create" ? body : path === "/organization/update" ? body.data : undefined;
  if (!fields || typeof fields !== "object") return;
  const { name, logo, slug } = fields as Record<string, unknown>;
  const problem =
    (name === undefined ? undefined : storedStudioName.safeParse(name).error?.issues[0]?.message) ??
    (logo === undefined || logo === null || logo === ""
      ? undefined
      : studioLogo.safeParse(logo).error?.issues[0]?.message) ??
    (slug === undefined || (typeof slug === "string" && STUDIO_SLUG.test(slug))
      ? undefined
      : "Studio slug may contain only lower-case letters, digits and hyphens (at most 64).");
  if (problem) throw new APIError("BAD_REQUEST", { message: problem });
}

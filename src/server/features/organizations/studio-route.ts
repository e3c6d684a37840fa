import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import { decideStudioAccess, type Membership, type StudioRequirement } from "./membership.ts";
import { STUDIO_NOT_FOUND } from "../../../shared/studio-rules.ts";

/** The studio a request acts in, already authorised: what studio services receive. */
export interface StudioContext {
  organizationId: string;
  membership: Membership;
}

/** Where a route names its studio; null or undefined = none named. */
export type StudioLocator = (c: Context<AppEnv>) => string | null | undefined | Promise<string | null | undefined>;

/** A field of the request part a validator already checked (the locator runs after `validate(target, …)`). */
const validField =
  (target: "json" | "query", field: string): StudioLocator =>
  (c) => {
    const valid = (c.req.valid as (part: typeof target) => Record<string, unknown> | undefined)(target);
    const value = valid?.[field];
    return typeof value === "string" && value !== "" ? value : null;
  };

export const studioFrom = {
  /** A path parameter (`/organization/:id/...`). */
  param:
    (name = "id"): StudioLocator =>
    (c) =>
      c.req.param(name),
  /** A field of the validated JSON body. */
  json: (field = "organizationId") => validField("json", field),
  /** A field of the validated query. */
  query: (field = "organizationId") => validField("query", field),
};

/**
 * Every studio route of our API goes through this before its handler: it finds the studio the request
 * names, loads the caller's membership and checks `requirement`, then hands the handler `c.get("studio")`.
 * A studio the caller is not in answers 404 like a missing one; a missing permission 403 with the product's
 * text. `optional` routes also serve the personal scope: no studio named, `studio` is null.
 * Needs `requireSession` before it.
 */
export function studioRoute(
  db: Db,
  requirement: StudioRequirement,
  options: { from?: StudioLocator; optional?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  const locate = options.from ?? studioFrom.param();
  return async (c, next) => {
    const organizationId = await locate(c);
    if (!organizationId) {
      if (!options.optional) throw new AppError("not_found", STUDIO_NOT_FOUND);
      c.set("studio", null);
      return next();
    }
    const access = await decideStudioAccess(db, c.get("session").user.id, organizationId, requirement);
    if (!access.granted) throw new AppError(access.status, access.message);
    c.set("studio", { organizationId, membership: access.membership });
    await next();
  };
}

/** The authorised studio of a route behind a non-optional `studioRoute`. */
export function studioOf(c: Context<AppEnv>): StudioContext {
  const studio = c.get("studio");
  if (!studio) throw new Error("studioOf() needs studioRoute() before the handler");
  return studio;
}

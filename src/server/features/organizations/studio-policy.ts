import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import type { Db } from "../../db/client.ts";
import { decideStudioAccess } from "./membership.ts";
import { studioEndpoints, type StudioEndpoint } from "./studio-endpoints.ts";
import { checkStudioFields } from "./studio-fields.ts";
import { studioNamedBy, type EndpointInput } from "./studio-lookups.ts";

const ORGANIZATION_PATHS = "/organization/";
export const UNCLASSIFIED_ENDPOINT = "This studio endpoint is not available.";

/**
 * The permission rules (docs/permissions.md) on every better-auth organization endpoint, whatever the client
 * sends. Fails closed: a path missing from studio-endpoints.ts is refused. For a studio endpoint it finds the
 * studio, loads the caller's membership, checks the role table and the endpoint's own rules (targets, the last
 * owner) before better-auth runs; a studio the caller is not in is answered like a missing one.
 */
export function studioPolicy(db: Db, endpoints: Readonly<Record<string, StudioEndpoint>> = studioEndpoints) {
  return createAuthMiddleware(async (ctx) => {
    // Path-less endpoints (addMember) are reachable from our own server code only.
    if (!ctx.path?.startsWith(ORGANIZATION_PATHS)) return;
    const endpoint = endpoints[ctx.path];
    if (!endpoint) throw new APIError("FORBIDDEN", { message: UNCLASSIFIED_ENDPOINT });
    const input: EndpointInput = {
      body: (ctx.body ?? {}) as Record<string, unknown>,
      query: (ctx.query ?? {}) as Record<string, unknown>,
    };
    checkStudioFields(ctx.path, input.body);
    if (endpoint.scope === "caller") return;

    const session = await getSessionFromCtx(ctx).catch(() => null);
    if (!session) throw new APIError("UNAUTHORIZED", { message: "Authentication required" });
    const activeStudio = (session.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null;
    const studioId =
      (endpoint.locate ? await endpoint.locate(db, input) : null) ??
      (await studioNamedBy(db, input)) ??
      (endpoint.switchesStudio ? null : activeStudio);
    if (!studioId) {
      if (endpoint.switchesStudio) return; // set-active with nothing named: back to the personal account
      throw new APIError("BAD_REQUEST", { message: "No studio selected." });
    }
    const access = await decideStudioAccess(db, session.user.id, studioId, endpoint.requirement);
    if (!access.granted)
      throw new APIError(access.status === "not_found" ? "NOT_FOUND" : "FORBIDDEN", { message: access.message });
    await endpoint.check?.(db, access.membership, input);
  });
}

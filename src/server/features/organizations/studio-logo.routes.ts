import { Hono } from "hono";
import type { Auth } from "../../auth/auth.ts";
import { requireSession } from "../../auth/session-middleware.ts";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validate.ts";
import { studioIdParam } from "../../../shared/organizations.ts";
import { encodeUploadedImage } from "../images/image-encoding.ts";
import { readUploadedBytes } from "../images/images.routes.ts";
import { studioOf, studioRoute } from "./studio-route.ts";
import { removeStudioLogo, replaceStudioLogo } from "./studio-logo.ts";

/**
 * PUT / DELETE /api/organization/:id/logo: the studio's logo, with the avatar's upload rules (the body is
 * the image file itself). Owners and admins (docs/permissions.md organization: update); others are refused before the
 * file is looked at.
 */
export function studioLogoRoutes(auth: Auth, db: Db) {
  const session = requireSession(auth);
  const mayUpdate = [session, validate("param", studioIdParam), studioRoute(db, ["organization", "update"])] as const;
  return new Hono<AppEnv>()
    .put("/organization/:id/logo", ...mayUpdate, async (c) => {
      const { organizationId, membership } = studioOf(c);
      const image = await encodeUploadedImage(await readUploadedBytes(c));
      return c.json({ logo: await replaceStudioLogo(db, organizationId, membership.userId, image) });
    })
    .delete("/organization/:id/logo", ...mayUpdate, async (c) => {
      const { organizationId, membership } = studioOf(c);
      await removeStudioLogo(db, organizationId, membership.userId);
      return c.json({ logo: null });
    });
}

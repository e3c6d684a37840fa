import { Hono } from "hono";
import type { Auth } from "../../auth/auth.ts";
import { requireSession } from "../../auth/session-middleware.ts";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validate.ts";
import { studioIdParam } from "../../../shared/organizations.ts";
import { encodeUploadedImage } from "../images/image-encoding.ts";
import { readUploadedBytes } from "../images/images.routes.ts";
import { requirePermission } from "./membership.ts";
import { removeStudioLogo, replaceStudioLogo } from "./studio-logo.ts";

/**
 * PUT / DELETE /api/organization/:id/logo: the studio's logo, with the avatar's upload rules (the body is
 * the image file itself). Owners and admins (spec §6 organization: update); others are refused before the
 * file is looked at.
 */
export function studioLogoRoutes(auth: Auth, db: Db) {
  const session = requireSession(auth);
  return new Hono<AppEnv>()
    .put("/organization/:id/logo", session, validate("param", studioIdParam), async (c) => {
      const { id } = c.req.valid("param");
      const userId = c.get("session").user.id;
      await requirePermission(db, userId, id, "organization", "update");
      const image = await encodeUploadedImage(await readUploadedBytes(c));
      return c.json({ logo: await replaceStudioLogo(db, id, userId, image) });
    })
    .delete("/organization/:id/logo", session, validate("param", studioIdParam), async (c) => {
      const { id } = c.req.valid("param");
      const userId = c.get("session").user.id;
      await requirePermission(db, userId, id, "organization", "update");
      await removeStudioLogo(db, id, userId);
      return c.json({ logo: null });
    });
}

import { Hono } from "hono";
import type { Auth } from "../../auth/auth.ts";
import { requireSession } from "../../auth/session-middleware.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validate.ts";
import {
  currentApiKeyQuery,
  generateApiKeyBody,
  type CurrentApiKeyResponse,
  type GenerateApiKeyResponse,
} from "../../../shared/api-keys.ts";
import { studioFrom, studioRoute } from "../organizations/studio-route.ts";
import { findCurrentKey, generateKeyForScope } from "./api-key-store.ts";

/** /api/api-key: the signed-in user's personal key and their key for each of their studios. */
export function apiKeyRoutes(auth: Auth, db: Db) {
  // A studio key is for the studio's members: its membership is checked before the key is made or shown.
  const keyStudio = (from: ReturnType<typeof studioFrom.json>) =>
    studioRoute(db, "membership", { from, optional: true });
  return new Hono<AppEnv>()
    .use(requireSession(auth))
    .post("/generate", validate("json", generateApiKeyBody), keyStudio(studioFrom.json()), async (c) => {
      // A key outlives an impersonation session and would replace the user's own: not the admin's to make.
      if (c.get("session").session.impersonatedBy)
        throw new AppError("forbidden", "API keys cannot be generated while impersonating a user.");
      // The previous key is revoked; the app's write barrier (app.ts) has this instance refuse it from the
      // caller's very next request on, other instances within the notification's delivery.
      const apiKey = await generateKeyForScope(db, {
        userId: c.get("session").user.id,
        organizationId: c.get("studio")?.organizationId ?? null,
      });
      c.header("Cache-Control", "no-store");
      return c.json({ apiKey } satisfies GenerateApiKeyResponse);
    })
    .get("/current", validate("query", currentApiKeyQuery), keyStudio(studioFrom.query()), async (c) => {
      const key = await findCurrentKey(db, {
        userId: c.get("session").user.id,
        organizationId: c.get("studio")?.organizationId ?? null,
      });
      c.header("Cache-Control", "private, no-store");
      return c.json({ key } satisfies CurrentApiKeyResponse);
    });
}

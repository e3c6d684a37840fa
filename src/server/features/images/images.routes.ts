import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validate.ts";
import { findStoredImage } from "./image-store.ts";

const imageIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, "Unknown image.") });

/**
 * GET /api/images/:id — an uploaded avatar or studio logo. Ids are random and a new upload gets a new one,
 * so a picture never changes under its URL and browsers may keep it. `private`: shared caches do not keep
 * it, so a deleted picture is gone everywhere but in the browsers that already showed it. The type is the
 * one our encoder wrote; nosniff (set on every response) and a sandboxing CSP make sure it is only ever
 * treated as that image.
 */
export function imageRoutes(db: Db) {
  return new Hono<AppEnv>().get("/images/:id", validate("param", imageIdParam), async (c) => {
    const image = await findStoredImage(db, c.req.valid("param").id);
    if (!image) throw new AppError("not_found", "This image does not exist.");
    c.header("Content-Type", image.contentType);
    c.header("Cache-Control", "private, max-age=31536000, immutable");
    c.header("Content-Security-Policy", "default-src 'none'; sandbox");
    c.header("Content-Disposition", "inline");
    return c.body(new Uint8Array(image.data));
  });
}

/** The raw body of an image upload (the file itself, not a form): its own checks follow in the encoder. */
export async function readUploadedBytes(c: Context<AppEnv>): Promise<Uint8Array> {
  return new Uint8Array(await c.req.arrayBuffer());
}

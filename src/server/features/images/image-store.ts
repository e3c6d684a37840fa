import { randomBytes } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { storedImage } from "../../db/schema/index.ts";
import type { EncodedImage } from "./image-encoding.ts";

/** Whose picture: a user's avatar or a studio's logo. */
export type ImageOwner = { kind: "user"; id: string } | { kind: "organization"; id: string };

export type StoredImage = typeof storedImage.$inferSelect;

const ownedBy = (owner: ImageOwner) =>
  owner.kind === "user" ? eq(storedImage.userId, owner.id) : eq(storedImage.organizationId, owner.id);

/**
 * Stores a new picture for the owner and returns its id. The owner is pointed to it by the caller, and
 * only then are the older ones removed (removeOwnerImages), so a failure in between never leaves the
 * owner pointing to a picture that is gone.
 */
export async function storeOwnerImage(db: Db | Tx, owner: ImageOwner, image: EncodedImage): Promise<string> {
  const id = randomBytes(18).toString("base64url");
  await db.insert(storedImage).values({
    id,
    userId: owner.kind === "user" ? owner.id : null,
    organizationId: owner.kind === "organization" ? owner.id : null,
    contentType: image.contentType,
    data: image.data,
    width: image.width,
    height: image.height,
  });
  return id;
}

/** Removes the owner's pictures, except the one it now shows. */
export async function removeOwnerImages(db: Db | Tx, owner: ImageOwner, keepId?: string): Promise<void> {
  await db.delete(storedImage).where(keepId ? and(ownedBy(owner), ne(storedImage.id, keepId)) : ownedBy(owner));
}

export async function findStoredImage(db: Db, id: string): Promise<StoredImage | null> {
  const [row] = await db.select().from(storedImage).where(eq(storedImage.id, id));
  return row ?? null;
}

/** The owner's pictures, for the data export (without their bytes). */
export async function listOwnerImages(db: Db, owner: ImageOwner) {
  return db
    .select({
      id: storedImage.id,
      contentType: storedImage.contentType,
      width: storedImage.width,
      height: storedImage.height,
      createdAt: storedImage.createdAt,
    })
    .from(storedImage)
    .where(ownedBy(owner));
}

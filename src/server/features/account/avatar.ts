import type { Auth } from "../../auth/auth.ts";
import type { Db } from "../../db/client.ts";
import { imagePath } from "../../../shared/images.ts";
import type { EncodedImage } from "../images/image-encoding.ts";
import { removeOwnerImages, storeOwnerImage } from "../images/image-store.ts";

/**
 * The user's picture is set through better-auth's own adapter, not a plain UPDATE: with Redis it also
 * keeps a copy of the user in each cached session, which must show the new picture too.
 */
async function setUserImage(auth: Auth, userId: string, image: string | null): Promise<void> {
  const context = await auth.$context;
  await context.internalAdapter.updateUser(userId, { image });
}

/** Stores a checked, re-encoded picture as the user's avatar; returns its address. */
export async function replaceAvatar(auth: Auth, db: Db, userId: string, image: EncodedImage): Promise<string> {
  const owner = { kind: "user", id: userId } as const;
  const id = await storeOwnerImage(db, owner, image);
  const url = imagePath(id);
  await setUserImage(auth, userId, url);
  await removeOwnerImages(db, owner, id);
  return url;
}

/** Removes the avatar: the header and menus fall back to the name's initial. */
export async function removeAvatar(auth: Auth, db: Db, userId: string): Promise<void> {
  await setUserImage(auth, userId, null);
  await removeOwnerImages(db, { kind: "user", id: userId });
}

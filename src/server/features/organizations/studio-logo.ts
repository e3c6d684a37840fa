import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { organization } from "../../db/schema/index.ts";
import { imagePath } from "../../../shared/images.ts";
import type { EncodedImage } from "../images/image-encoding.ts";
import { removeOwnerImages, storeOwnerImage } from "../images/image-store.ts";
import { recordAuditEvent } from "./audit-log.ts";

/** Sets a studio's logo to a checked, re-encoded picture (the caller checked the permission); returns its address. */
export async function replaceStudioLogo(
  db: Db,
  organizationId: string,
  actorUserId: string,
  image: EncodedImage,
): Promise<string> {
  const owner = { kind: "organization", id: organizationId } as const;
  const id = await storeOwnerImage(db, owner, image);
  const url = imagePath(id);
  await db.transaction(async (tx) => {
    await tx.update(organization).set({ logo: url }).where(eq(organization.id, organizationId));
    await recordAuditEvent(tx, {
      organizationId,
      actorUserId,
      action: "studio.updated",
      details: { changed: ["logo"] },
    });
  });
  await removeOwnerImages(db, owner, id);
  return url;
}

/** Removes the logo: the switcher and lists fall back to the studio's initial. */
export async function removeStudioLogo(db: Db, organizationId: string, actorUserId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(organization).set({ logo: null }).where(eq(organization.id, organizationId));
    await recordAuditEvent(tx, {
      organizationId,
      actorUserId,
      action: "studio.updated",
      details: { changed: ["logo"] },
    });
  });
  await removeOwnerImages(db, { kind: "organization", id: organizationId });
}

import { Hono } from "hono";
import type { Auth } from "../../auth/auth.ts";
import { requireSession } from "../../auth/session-middleware.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validate.ts";
import { deletionLinkQuery, type DeletionLinkCheck } from "../../../shared/account.ts";
import type { AccountDeletionPreview } from "../../../shared/account-data.ts";
import { findPlan } from "../../../shared/plans.ts";
import type { BillingProvider } from "../billing/billing-provider.ts";
import { listOwnerSubscriptions, pickEntitlingSubscription } from "../billing/subscription-state.ts";
import { encodeUploadedImage } from "../images/image-encoding.ts";
import { readUploadedBytes } from "../images/images.routes.ts";
import { findSecurityState } from "./account-details.ts";
import { planAccountDeletion } from "./account-deletion.ts";
import { createDeletionLinkCheck } from "./deletion-link.ts";
import { exportAccountData } from "./account-export.ts";
import { removeAvatar, replaceAvatar } from "./avatar.ts";

export const EXPORT_WHILE_IMPERSONATING =
  "The data export is not available while impersonating a user: only the account's owner can download it.";

/**
 * The signed-in user's own account: the avatar (decision 019; the body is the image file itself), the data
 * export, and what deleting the account would do (decision 018). Mounted before /account, so its session
 * check runs once. Whether a deletion link still works is answered signed out too: the link may be opened anywhere.
 */
export function selfServiceRoutes(auth: Auth, db: Db, provider: BillingProvider) {
  const session = requireSession(auth);
  const checkDeletionLink = createDeletionLinkCheck(auth);
  return new Hono<AppEnv>()
    .get("/account/deletion-link", validate("query", deletionLinkQuery), async (c) => {
      const check: DeletionLinkCheck = {
        status: await checkDeletionLink(c.req.valid("query").token, c.req.raw.headers),
      };
      c.header("Cache-Control", "private, no-store");
      return c.json(check);
    })
    .put("/account/avatar", session, async (c) => {
      const image = await encodeUploadedImage(await readUploadedBytes(c));
      return c.json({ image: await replaceAvatar(auth, db, c.get("session").user.id, image) });
    })
    .delete("/account/avatar", session, async (c) => {
      await removeAvatar(auth, db, c.get("session").user.id);
      return c.json({ image: null });
    })
    .get("/account/export", session, async (c) => {
      // An admin impersonates to see what the user sees, not to take a copy of everything held about them.
      if (c.get("session").session.impersonatedBy) throw new AppError("forbidden", EXPORT_WHILE_IMPERSONATING);
      const now = new Date();
      const data = await exportAccountData(db, provider, c.get("session").user.id, now);
      c.header("Cache-Control", "private, no-store");
      c.header(
        "Content-Disposition",
        `attachment; filename="goji-account-data-${now.toISOString().slice(0, 10)}.json"`,
      );
      return c.json(data);
    })
    .get("/account/deletion-preview", session, async (c) => {
      const { user } = c.get("session");
      const [plan, security, subscriptions] = await Promise.all([
        planAccountDeletion(db, user.id),
        findSecurityState(db, user.id),
        listOwnerSubscriptions(db, { kind: "user", id: user.id }),
      ]);
      const live = pickEntitlingSubscription(subscriptions);
      const preview: AccountDeletionPreview = {
        ...plan,
        subscription: live ? { planName: findPlan(live.planId)?.name ?? live.planId, status: live.status } : null,
        requiresPassword: security.hasPasswordCredential,
        requiresTwoFactorCode: security.isTwoFactorEnabled,
      };
      c.header("Cache-Control", "private, no-store");
      return c.json(preview);
    });
}

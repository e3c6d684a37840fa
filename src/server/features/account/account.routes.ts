import { Hono } from "hono";
import type { Auth } from "../../auth/auth.ts";
import { callAuth } from "../../auth/auth-errors.ts";
import { createSessionTokenReader } from "../../auth/session-lookup.ts";
import { bannedUser, notSignedIn, requireSession } from "../../auth/session-middleware.ts";
import { verifyPasswordRateLimited } from "../../auth/verify-password.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import { validate, validationError } from "../../lib/validate.ts";
import { accountDetailsQuery, passwordBody, setPasswordBody } from "../../../shared/account.ts";
import { findAccountDetailsForSession, findSecurityState } from "./account-details.ts";
import type { AccountDetailsCache } from "./account-details-cache.ts";

/** /api/account: the signed-in user's details and password-protected security actions. */
export function accountRoutes(auth: Auth, db: Db, config: Config, detailsCache?: AccountDetailsCache) {
  const readSessionToken = createSessionTokenReader(auth);
  return (
    new Hono<AppEnv>()
      // Before the session middleware: this route reads the session together with everything it shows.
      .get("/details", async (c) => {
        const token = await readSessionToken(c.req.raw.headers);
        if (!token) throw notSignedIn();
        const query = accountDetailsQuery.safeParse(c.req.query());
        if (!query.success) throw validationError(query.error.issues);
        const found = await findAccountDetailsForSession(db, token, query.data.activeOrgId ?? null, {
          cache: detailsCache,
        });
        if (found.status === "signed-out") throw notSignedIn();
        if (found.status === "banned") throw bannedUser();
        c.header("Cache-Control", "private, no-store");
        return c.json(found.details);
      })
      .use(requireSession(auth))
      .post("/view-backup-codes", validate("json", passwordBody), async (c) => {
        const { user } = c.get("session");
        if (!user.twoFactorEnabled) throw new AppError("bad_request", "Two-factor authentication is not enabled.");
        await verifyPasswordRateLimited(
          auth,
          config,
          c,
          c.req.valid("json").password,
          "Incorrect password or failed to view codes.",
        );
        const result = await callAuth(() => auth.api.viewBackupCodes({ body: { userId: user.id } }));
        c.header("Cache-Control", "no-store");
        return c.json({ backupCodes: result.backupCodes });
      })
      .post("/set-password", validate("json", setPasswordBody), async (c) => {
        const headers = c.req.raw.headers;
        const { hasPasswordCredential } = await findSecurityState(db, c.get("session").user.id);
        if (hasPasswordCredential)
          throw new AppError("conflict", "This account already has a password. Use change password instead.");
        await callAuth(
          () => auth.api.setPassword({ body: { newPassword: c.req.valid("json").newPassword }, headers }),
          "Failed to set password.",
        );
        return c.json({ success: true });
      })
  );
}

import { Hono, type Context } from "hono";
import type { Auth } from "../../auth/auth.ts";
import { clientIp } from "../../auth/client-ip.ts";
import { requireSession } from "../../auth/session-middleware.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validate.ts";
import {
  approveDeviceBody,
  deviceIdParam,
  devicesQuery,
  userCodeParam,
  type DeviceDecisionResponse,
} from "../../../shared/devices.ts";
import { recordAuditEvent } from "../organizations/audit-log.ts";
import { studioFrom, studioRoute } from "../organizations/studio-route.ts";
import { decideDeviceRequest, findDeviceRequest, type DeviceDecision } from "./device-authorizations.ts";
import { listDeviceKeys, revokeDeviceKey } from "./device-keys.ts";
import { wrongCodeRules, type DeviceServices } from "./device-services.ts";

const UNKNOWN_CODE = "No device is waiting for this code. Check the code the plugin shows and try again.";

/**
 * The /device approval page's API and the Connected devices card (decision 016). Every typed code is
 * counted against the user's and the address's budget of wrong codes before it is looked up; a code
 * that exists is given back.
 */
export function deviceRoutes(auth: Auth, db: Db, config: Config, devices: DeviceServices) {
  const session = requireSession(auth);

  /** Runs `work` for a typed code within the wrong-code budget; `work` answers null for an unknown code. */
  const withCodeBudget = async <T>(c: Context<AppEnv>, work: () => Promise<T | null>): Promise<T> => {
    const rules = wrongCodeRules(c.get("session").user.id, clientIp(c, config.trustedProxyHeaders));
    const verdict = await devices.attempts.consume(rules);
    if (!verdict.allowed) {
      const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
      throw new AppError(
        "rate_limited",
        `Too many wrong codes. Wait ${minutes} minute${minutes === 1 ? "" : "s"}, then try again.`,
        { headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
      );
    }
    let known = true;
    try {
      const result = await work();
      if (result === null) {
        known = false;
        throw new AppError("not_found", UNKNOWN_CODE);
      }
      return result;
    } finally {
      if (known) await devices.attempts.refund(rules);
    }
  };

  const decisionResponse = (decision: DeviceDecision): DeviceDecisionResponse => ({
    status: decision.request.status === "approved" ? "approved" : "denied",
    organization: decision.organization,
  });

  return new Hono<AppEnv>()
    .get("/device/requests/:userCode", session, validate("param", userCodeParam), async (c) => {
      const { userCode } = c.req.valid("param");
      const view = await withCodeBudget(c, () => findDeviceRequest(db, userCode, devices.clock()));
      c.header("Cache-Control", "private, no-store");
      return c.json(view);
    })
    .post(
      "/device/requests/:userCode/approve",
      session,
      validate("param", userCodeParam),
      validate("json", approveDeviceBody),
      studioRoute(db, "membership", { from: studioFrom.json(), optional: true }),
      async (c) => {
        const { user, session: current } = c.get("session");
        // A device key outlives an impersonation session: not the admin's to create for the user.
        if (current.impersonatedBy)
          throw new AppError("forbidden", "Devices cannot be connected while impersonating a user.");
        const { userCode } = c.req.valid("param");
        const { organizationId } = c.req.valid("json");
        const now = devices.clock();
        const decision = await withCodeBudget(c, () =>
          decideDeviceRequest(db, { userCode, userId: user.id, approve: true, organizationId }, now),
        );
        const { device, requestIp } = decision.request;
        devices.notifyDeviceConnected(user.email, {
          deviceLabel: [device.name ?? "A Goji plugin", device.os ? `(${device.os})` : ""].join(" ").trim(),
          spendsFrom: decision.organization
            ? `${decision.organization.name}'s studio credits`
            : "your personal credits",
          approvedAt: now,
          requestIp,
          accountUrl: `${config.baseUrl}/account`,
        });
        return c.json(decisionResponse(decision));
      },
    )
    .post("/device/requests/:userCode/deny", session, validate("param", userCodeParam), async (c) => {
      const { userCode } = c.req.valid("param");
      const userId = c.get("session").user.id;
      const decision = await withCodeBudget(c, () =>
        decideDeviceRequest(db, { userCode, userId, approve: false, organizationId: null }, devices.clock()),
      );
      return c.json(decisionResponse(decision));
    })
    .get(
      "/devices",
      session,
      validate("query", devicesQuery),
      studioRoute(db, "membership", { from: studioFrom.query(), optional: true }),
      async (c) => {
        const userId = c.get("session").user.id;
        const organizationId = c.get("studio")?.organizationId ?? null;
        c.header("Cache-Control", "private, no-store");
        return c.json(await listDeviceKeys(db, { userId, organizationId }));
      },
    )
    .delete("/devices/:id", session, validate("param", deviceIdParam), async (c) => {
      const userId = c.get("session").user.id;
      const revoked = await revokeDeviceKey(db, userId, c.req.valid("param").id, devices.clock());
      if (!revoked) throw new AppError("not_found", "This device is not connected to your account.");
      if (revoked.organizationId) {
        await recordAuditEvent(db, {
          organizationId: revoked.organizationId,
          actorUserId: userId,
          action: "device.revoked",
          details: { device: revoked.deviceName ?? "Goji plugin" },
        });
      }
      return c.json({ revoked: true });
    });
}

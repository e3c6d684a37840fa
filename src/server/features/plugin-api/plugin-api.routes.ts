import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "../../db/client.ts";
import { limitBody } from "../../lib/body-limit.ts";
import { AppError } from "../../lib/errors.ts";
import { validationError } from "../../lib/validate.ts";
import { CREDITS_REMAINING_HEADER, CREDITS_RESET_HEADER, type CreditBalance } from "../../../shared/plugin-api.ts";
import { findPlan } from "../../../shared/plans.ts";
import type { KeyResolver } from "../api-keys/key-resolver.ts";
import { getKeyBalance } from "../credits/key-balance.ts";
import { PoolOwnerGoneError } from "../credits/pools.ts";
import type { CreditLedger } from "../credits/ledger.ts";
import { bannedAccount, invalidApiKey, requireApiKey, type PluginEnv } from "./plugin-auth.ts";
import { registerOAuthPaths } from "../devices/oauth.openapi.ts";
import { documentInfo, meRoute, usageRoute } from "./plugin-api.openapi.ts";
import type { RateLimiter } from "./rate-limiter.ts";

export interface PluginApiDeps {
  db: Db;
  keys: KeyResolver;
  ledger: CreditLedger;
  rateLimiter: RateLimiter;
  /** Where the client address is read from behind a proxy (config's TRUSTED_PROXY_HEADERS). */
  trustedProxyHeaders: string[];
}

const setCreditHeaders = (c: Context, balance: CreditBalance) => {
  c.header(CREDITS_REMAINING_HEADER, String(balance.remaining));
  c.header(CREDITS_RESET_HEADER, balance.resetsAt);
};
const creditHeaderValues = (balance: CreditBalance) => ({
  [CREDITS_REMAINING_HEADER]: String(balance.remaining),
  [CREDITS_RESET_HEADER]: balance.resetsAt,
});

/** A debit's body is a few hundred bytes (idempotency key ≤ 200, feature ≤ 100 characters). */
const PLUGIN_BODY_MAX_BYTES = 16 * 1024;

/**
 * RFC 9110 allows whitespace before the ";" of a media type's parameters ("application/json ; charset=utf-8"), and
 * the web API takes it; the OpenAPI layer's content-type gate does not, and answered such a debit 415. The header is
 * written without it before the gate reads it (a rare client's header: the common one is left untouched).
 */
const spacesBeforeParameters: MiddlewareHandler = async (c, next) => {
  const type = c.req.header("content-type");
  if (type && /\s;/.test(type)) c.req.raw.headers.set("content-type", type.replace(/\s+;/g, ";"));
  await next();
};

/** The plugin API (docs/plugin-api.md) and its OpenAPI document at /api/openapi.json. */
export function pluginApiRoutes({ db, keys, ledger, rateLimiter, trustedProxyHeaders }: PluginApiDeps) {
  const app = new OpenAPIHono<PluginEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error.issues);
    },
  });
  app.use(
    "/v1/*",
    limitBody(PLUGIN_BODY_MAX_BYTES),
    spacesBeforeParameters,
    requireApiKey(keys, rateLimiter, trustedProxyHeaders),
  );

  app.openapi(meRoute, async (c) => {
    const principal = c.get("principal");
    const { pool, balance } = await getKeyBalance(db, principal).catch((error: unknown) => {
      if (!(error instanceof PoolOwnerGoneError)) throw error;
      // The key's user or studio was deleted and this instance's cache has not heard yet.
      keys.forget(principal.keyId);
      throw invalidApiKey();
    });
    setCreditHeaders(c, balance);
    const plan = findPlan(pool.planId);
    return c.json(
      {
        user: { id: principal.userId, name: principal.userName, email: principal.userEmail },
        organization:
          principal.organizationId && principal.organizationName
            ? { id: principal.organizationId, name: principal.organizationName }
            : null,
        plan: { id: pool.planId, name: plan?.name ?? pool.planId },
        credits: balance,
      },
      200,
    );
  });

  app.openapi(usageRoute, async (c) => {
    const principal = c.get("principal");
    const outcome = await ledger.debit(principal, c.req.valid("json"));
    switch (outcome.kind) {
      case "charged":
      case "replayed":
        setCreditHeaders(c, outcome.balance);
        return c.json(outcome.response, 200);
      case "insufficient":
        throw new AppError(
          "insufficient_credits",
          `Not enough credits: ${outcome.balance.remaining} left this cycle.`,
          { headers: creditHeaderValues(outcome.balance) },
        );
      case "conflict":
        throw new AppError("conflict", "This idempotency key was already used with a different request.", {
          headers: creditHeaderValues(outcome.balance),
        });
      case "banned":
        keys.forget(principal.keyId);
        throw bannedAccount();
      case "revoked":
        // The charge's own transaction found the key dead: whatever this instance cached is stale.
        keys.forget(principal.keyId);
        throw invalidApiKey();
    }
  });

  app.openAPIRegistry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description:
      "A personal or studio API key (goji_…): from the device authorization grant, or from the account page.",
  });
  // The device flow's endpoints are served by features/devices (form-encoded, RFC 6749 errors), described here.
  registerOAuthPaths(app.openAPIRegistry);
  app.doc31("/openapi.json", documentInfo);
  return app;
}

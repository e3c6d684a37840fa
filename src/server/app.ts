import { Hono } from "hono";
import { authRoutes } from "./auth/auth.routes.ts";
import { accountRoutes } from "./features/account/account.routes.ts";
import { apiKeyRoutes } from "./features/api-keys/api-keys.routes.ts";
import { adminRoutes } from "./features/admin/admin.routes.ts";
import { billingRoutes } from "./features/billing/billing.routes.ts";
import { devMailRoutes } from "./features/dev-mail/dev-mail.routes.ts";
import { deviceRoutes } from "./features/devices/devices.routes.ts";
import { oauthRoutes } from "./features/devices/oauth.routes.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { imageRoutes } from "./features/images/images.routes.ts";
import { selfServiceRoutes } from "./features/account/self-service.routes.ts";
import { studioLogoRoutes } from "./features/organizations/studio-logo.routes.ts";
import { organizationRoutes } from "./features/organizations/organizations.routes.ts";
import { pluginApiRoutes } from "./features/plugin-api/plugin-api.routes.ts";
import { crawlerRoutes } from "./features/site/crawler.routes.ts";
import { siteRoutes } from "./features/site/site.routes.ts";
import { usageRoutes } from "./features/usage/usage.routes.ts";
import { limitBody, WEB_API_BODY_MAX_BYTES } from "./lib/body-limit.ts";
import { AppError } from "./lib/errors.ts";
import { handleError } from "./lib/error-handler.ts";
import type { AppEnv } from "./lib/hono-env.ts";
import { requestContext } from "./lib/request-context.ts";
import { sameOriginWrites } from "./lib/same-origin-writes.ts";
import { securityHeaders } from "./lib/security-headers.ts";
import { mountStaticSite } from "./lib/static-site.ts";
import { requestMetrics } from "./metrics/request-metrics.ts";
import type { Services } from "./services.ts";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Builds the whole HTTP app from its services; tests call `app.request()` on it. */
export function createApp(services: Services, options: { clientDir?: string } = {}) {
  const { config, database, logger, auth } = services;
  const db = database.db;
  const app = new Hono<AppEnv>();

  app.use(requestMetrics());
  app.use(
    requestContext(
      logger,
      securityHeaders({ analyticsHost: config.posthog?.host, https: config.baseUrl.startsWith("https://") }),
    ),
  );
  app.onError(handleError);

  // The plugin API (bearer keys, the hot path) is registered ahead of the layers below, which only
  // concern the web app's cookie sessions: its handlers answer before those layers would run, and each
  // layer skipped is time off every debit (decision 010).
  app.route("/api", pluginApiRoutes({ db, ...services.plugin, trustedProxyHeaders: config.trustedProxyHeaders }));
  // The plugin's OAuth endpoints (decision 016) take no cookies either; the metadata lives at the root.
  app.route("/", oauthRoutes({ db, config, devices: services.devices }));

  // The web API's bodies are small forms and JSON; the Stripe webhook's events are the largest.
  app.use("/api/*", limitBody(WEB_API_BODY_MAX_BYTES));

  // better-auth checks origins on /api/auth itself; every other cookie-carrying write is checked here.
  const guardWrites = sameOriginWrites(config.trustedOrigins);
  app.use("/api/*", (c, next) => (c.req.path.startsWith("/api/auth/") ? next() : guardWrites(c, next)));

  // A change made through this instance shows on its very next request: a write answers only once the
  // database's invalidations have reached this instance's caches — API keys (decisions 005, 020) and account
  // details (decision 009). Not for refused writes, which changed nothing, nor for the plugin API,
  // which answers before this layer: its debits only move counters.
  app.use("/api/*", async (c, next) => {
    await next();
    if (!READS.has(c.req.method) && c.res.status < 400) await services.syncCaches();
  });

  const api = new Hono<AppEnv>()
    .route("/", healthRoutes({ database, lifecycle: services.lifecycle, redis: services.redis }))
    .route("/", siteRoutes(config))
    .route("/", authRoutes(auth, config, services.redis))
    // Before /account: it serves /account/portal-session itself, with its own session check.
    .route("/", billingRoutes(auth, { db, provider: services.billing, config, logger }))
    // Before /account, whose session middleware would otherwise run a second time for /account/usage.
    .route("/", usageRoutes(auth, db))
    .route("/", selfServiceRoutes(auth, db, services.billing))
    .route("/", imageRoutes(db))
    .route("/account", accountRoutes(auth, db, config, services.accountDetails.cache))
    .route("/admin", adminRoutes(auth, db, config))
    .route("/", organizationRoutes(auth, db))
    .route("/", studioLogoRoutes(auth, db))
    .route("/", deviceRoutes(auth, db, config, services.devices))
    .route("/api-key", apiKeyRoutes(auth, db));
  app.route("/api", api);
  app.all("/api/*", (c) => {
    throw new AppError("not_found", `No API route for ${c.req.method} ${c.req.path}.`);
  });

  // The dev outbox never exists in production, not even as a route that refuses.
  if (!config.isProduction) app.route("/dev/mail", devMailRoutes(db));

  app.route("/", crawlerRoutes(config));
  if (options.clientDir) mountStaticSite(app, options.clientDir);
  return app;
}

export type App = ReturnType<typeof createApp>;

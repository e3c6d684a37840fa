import { Hono } from "hono";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { siteRoutes } from "./features/site/site.routes.ts";
import { AppError } from "./lib/errors.ts";
import { handleError } from "./lib/error-handler.ts";
import type { AppEnv } from "./lib/hono-env.ts";
import type { Logger } from "./lib/logger.ts";
import { requestContext } from "./lib/request-context.ts";
import { securityHeaders } from "./lib/security-headers.ts";
import { mountStaticSite } from "./lib/static-site.ts";

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** The Vite build to serve; omitted in API-only tests. */
  clientDir?: string;
}

/** Builds the whole HTTP app from its dependencies; tests call `app.request()` on it. */
export function createApp(deps: AppDeps) {
  const { config, database, logger } = deps;
  const app = new Hono<AppEnv>();

  app.use(requestContext(logger));
  app.use(securityHeaders({ analyticsHost: config.posthog?.host, https: config.baseUrl.startsWith("https://") }));
  app.onError(handleError);

  const api = new Hono<AppEnv>()
    .route("/", healthRoutes(database))
    .route("/", siteRoutes(config));
  app.route("/api", api);
  app.all("/api/*", (c) => {
    throw new AppError("not_found", `No API route for ${c.req.method} ${c.req.path}.`);
  });

  if (deps.clientDir) mountStaticSite(app, deps.clientDir);
  return app;
}

export type App = ReturnType<typeof createApp>;

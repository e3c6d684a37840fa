import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app.ts";
import type { Config } from "./config.ts";
import { migrateDatabase, openDatabase } from "./db/client.ts";
import { createEmbeddedDatabaseInChild } from "./db/pglite-first-start.ts";
import { bootstrapAdmins } from "./features/admin/admin-roles.ts";
import { closeConnectionsWhenStopping, gracefulShutdown } from "./lib/graceful-shutdown.ts";
import { trackInFlight } from "./lib/in-flight.ts";
import { createLogger } from "./lib/logger.ts";
import { startMetricsServer } from "./metrics/metrics-server.ts";
import { createServices } from "./services.ts";

/**
 * Opens and migrates the database, builds the app and hands it the server the entry (index.ts) is
 * already listening on, then shuts down gracefully on SIGTERM.
 */
export async function start(config: Config, server: Server): Promise<void> {
  const logger = createLogger(config.logLevel);
  if (config.env === "test")
    logger.warn("NODE_ENV=test is for the test suite only: cheaper password hashes no other mode accepts, /dev/mail");
  if (!config.databaseUrl) await createEmbeddedDatabaseInChild(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    {
      poolSize: config.databasePoolSize,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
      onConnectionError: (error) =>
        logger.warn("database connection lost; the pool opens a new one", { error: String(error) }),
    },
  );
  await migrateDatabase(database);
  const promoted = await bootstrapAdmins(database.db, config.adminEmails);
  if (promoted.length > 0) logger.info("ADMIN_EMAILS: made admin", { emails: promoted });

  const clientDir = fileURLToPath(new URL("../../dist/client", import.meta.url));
  const services = createServices(config, database, logger);
  // Not a hard dependency: without Redis the instance starts and its limits count in the database.
  if (services.redis && !(await services.redis.whenConnected(config.redisConnectTimeoutMs)))
    logger.warn("redis is not reachable yet; starting without it");
  const app = createApp(services, { clientDir });
  const handlers = trackInFlight(app.fetch);
  // Replaces the entry's "starting" answer: from here on every request reaches the app.
  server.removeAllListeners("request");
  server.on(
    "request",
    getRequestListener(closeConnectionsWhenStopping(handlers.fetch, services.lifecycle), { hostname: config.host }),
  );
  const { port } = server.address() as AddressInfo;
  logger.info("listening", { url: config.baseUrl, port, database: database.kind });

  if (config.metrics) await startMetricsServer(config.metrics, logger);

  const shutdown = gracefulShutdown({
    server,
    lifecycle: services.lifecycle,
    inFlight: handlers,
    closeServices: () => services.close(),
    logger,
    lingerMs: config.shutdownLingerMs,
    timeoutMs: config.shutdownTimeoutMs,
    exit: (code) => process.exit(code),
  });
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

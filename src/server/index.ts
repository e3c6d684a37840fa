import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { migrateDatabase, openDatabase } from "./db/client.ts";
import { bootstrapAdmins } from "./features/admin/admin-roles.ts";
import { trackInFlight } from "./lib/in-flight.ts";
import { createLogger } from "./lib/logger.ts";
import { createServices } from "./services.ts";

/** Process entry: read config, open and migrate the database, listen, and shut down gracefully. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    { poolSize: config.databasePoolSize },
  );
  await migrateDatabase(database);
  const promoted = await bootstrapAdmins(database.db, config.adminEmails);
  if (promoted.length > 0) logger.info("ADMIN_EMAILS: made admin", { emails: promoted });

  const clientDir = fileURLToPath(new URL("../../dist/client", import.meta.url));
  const services = createServices(config, database, logger);
  const app = createApp(services, { clientDir });
  const handlers = trackInFlight(app.fetch);
  const server = serve({ fetch: handlers.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info("listening", { url: config.baseUrl, port: info.port, database: database.kind });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    // close() stops accepting connections and waits for open connections to end; a handler whose client
    // already hung up may still be running, so the database is closed only once every handler returned.
    server.close(async () => {
      await handlers.idle();
      await services.close();
      logger.info("stopped");
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open; in-flight requests still finish.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

await main();

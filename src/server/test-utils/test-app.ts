import { createApp } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createLogger } from "../lib/logger.ts";
import { createServices, type Services } from "../services.ts";
import { createTestDatabase } from "./test-database.ts";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  config: Config;
  database: Database;
  services: Services;
  close(): Promise<void>;
}

export const TEST_BASE_URL = "http://localhost:3000";

/** The real app and services on a fresh database, with test configuration (overridable per file). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clock?: () => Date } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: "test",
    AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth-0123456789",
    BASE_URL: TEST_BASE_URL,
    LOG_LEVEL: "silent",
    // Lets a test act as distinct clients for per-IP rate limits, as a trusted proxy header would.
    TRUSTED_PROXY_HEADERS: "x-test-client-ip",
    ...env,
  });
  const database = await createTestDatabase();
  const services = createServices(config, database, createLogger(config.logLevel), { clock: options.clock });
  const app = createApp(services);
  return { app, config, database, services, close: () => services.close() };
}

/**
 * After a test changed the database directly (as another instance or an operator would): waits until the
 * database's invalidations of what this instance caches (account details, API keys) have arrived.
 */
export async function awaitInvalidations(t: TestApp): Promise<void> {
  await t.services.syncCaches();
}

import { loadConfig, type Config } from "../config.ts";
import { createApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { createLogger } from "../lib/logger.ts";
import { createTestDatabase } from "./test-database.ts";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

/** The real app on a fresh database, with test configuration (overridable per test file). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: "test",
    AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth-0123456789",
    BASE_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
    ...env,
  });
  const database = await createTestDatabase();
  const logger = createLogger(config.logLevel);
  const app = createApp({ config, database, logger });
  return { app, config, database, close: () => database.close() };
}

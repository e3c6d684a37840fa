import { afterAll, beforeAll } from "vitest";
import { createApp } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createLogger, type Logger } from "../lib/logger.ts";
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

/** The configuration every test app starts from; a file overrides what it tests. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth-0123456789",
    BASE_URL: TEST_BASE_URL,
    LOG_LEVEL: "silent",
    // Lets a test act as distinct clients for per-IP rate limits, as a trusted proxy header would.
    TRUSTED_PROXY_HEADERS: "x-test-client-ip",
    ...env,
  });
}

/**
 * The app's logger in tests: silent at the configured level, except that every `logger.error` also goes to
 * `console.error`, where the console guard (tests/support/console-guard.ts) fails the test unless it expects it.
 */
export function createTestLogger(config: Pick<Config, "logLevel">): Logger {
  const logger = createLogger(config.logLevel);
  return {
    ...logger,
    error: (message, fields) => {
      logger.error(message, fields);
      console.error(`logger.error: ${message}`, fields ?? {});
    },
  };
}

/** The real app and services on a fresh database, with test configuration (overridable per file). */
export async function createTestApp(env: Record<string, string> = {}, options: InstanceOptions = {}): Promise<TestApp> {
  const config = testConfig(env);
  const database = await createTestDatabase();
  const instance = startInstance(config, database, options);
  // As the server's start does (start.ts): its first requests do not find Redis still connecting.
  await instance.services.redis?.whenConnected(config.redisConnectTimeoutMs);
  return instance;
}

/** `clock`: the time the services see (expiry tests); the real clock otherwise. */
export interface InstanceOptions {
  clock?: () => Date;
}

/**
 * Another instance of the app on `t`'s database, as a second server behind a load balancer would be: its own
 * caches, listeners and rate limiter. Closing it leaves the database to `t`.
 */
export function startSecondInstance(
  t: TestApp,
  env: Record<string, string> = {},
  options: InstanceOptions = {},
): TestApp {
  const config = Object.keys(env).length > 0 ? testConfig(env) : t.config;
  const instance = startInstance(config, t.database, options);
  return { ...instance, close: () => instance.services.close({ keepDatabase: true }) };
}

function startInstance(config: Config, database: Database, options: InstanceOptions = {}): TestApp {
  const services = createServices(config, database, createTestLogger(config), { clock: options.clock });
  const app = createApp(services);
  return { app, config, database, services, close: () => services.close() };
}

/**
 * The usual test file's app: created before its tests (fresh database), closed after them. Returns a stand-in
 * that reaches the app once it exists, so a file writes `const t = useTestApp();` at the top and uses `t` in
 * its tests and hooks like the app itself. `env` may be a function, read when the app starts (after the
 * file's earlier beforeAll hooks, e.g. one that starts a stand-in whose address goes into the configuration).
 */
export function useTestApp(env: Record<string, string> | (() => Record<string, string>) = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(typeof env === "function" ? env() : env);
  }, 120_000);
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, property) {
      if (!current) throw new Error("useTestApp(): the app exists only inside tests and hooks");
      return Reflect.get(current, property);
    },
  });
}

/**
 * After a test changed the database directly (as another instance or an operator would): waits until the
 * database's invalidations of what this instance caches (account details, API keys) have arrived.
 */
export async function awaitInvalidations(t: TestApp): Promise<void> {
  await t.services.syncCaches();
}

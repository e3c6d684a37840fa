import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { envSchema, type Env } from "./config-env.ts";

export type { Env } from "./config-env.ts";

export interface Config {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  baseUrl: string;
  /** Origins allowed to call us with cookies: the site itself, plus the Vite dev server outside production. */
  trustedOrigins: string[];
  authSecret: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections this instance keeps; more than the database's cores mostly adds contention. */
  databasePoolSize: number;
  /** How long opening a PostgreSQL connection may take before the request fails with 503 (docs/operations.md). */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL's statement_timeout; the client also gives up on a silent connection a second later. */
  databaseStatementTimeoutMs: number;
  redisUrl: string | undefined;
  /** Redis connect and command timeouts: short, so an unreachable Redis costs tens of milliseconds. */
  redisConnectTimeoutMs: number;
  redisCommandTimeoutMs: number;
  /** After SIGTERM, how long requests in flight may take before remaining connections are closed. */
  shutdownTimeoutMs: number;
  /** After SIGTERM, how long new connections are still served while /api/ready answers 503. */
  shutdownLingerMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripe:
    | { secretKey: string; webhookSecret: string; apiHost: string | undefined; prices: Record<string, string> }
    | undefined;
  adminEmails: string[];
  requireEmailVerification: boolean;
  downloads: { macos: string; windows: string };
  posthog: { key: string; host: string } | undefined;
  trustedProxyHeaders: string[];
  pluginRateLimitPerMinute: number;
  logLevel: Env["LOG_LEVEL"];
  /** The Prometheus endpoint's address and optional bearer token; undefined when METRICS_PORT is unset. */
  metrics: { port: number; host: string; token: string | undefined } | undefined;
}

export class ConfigError extends Error {}

const DEFAULT_DOWNLOAD_HOST = "https://downloads.goji.dev";

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO= in a shell or an env file) means "not set", not an invalid value.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  const mode = env.NODE_ENV ?? "development";
  const isProduction = mode === "production";
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  const dataDir = resolve(env.DATA_DIR);

  if (isProduction) assertProductionReady(env, baseUrl);
  if (env.METRICS_PORT !== undefined && !env.METRICS_TOKEN && !isLoopback(env.METRICS_HOST))
    throw new ConfigError(
      "Invalid configuration:\n  METRICS_TOKEN: required when METRICS_HOST is not a loopback address (the metrics would be open to the network)",
    );

  return {
    env: mode,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    baseUrl,
    trustedOrigins: isProduction ? [baseUrl] : [baseUrl, "http://localhost:5173", "http://127.0.0.1:5173"],
    authSecret: env.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    redisUrl: env.REDIS_URL,
    redisConnectTimeoutMs: env.REDIS_CONNECT_TIMEOUT_MS,
    redisCommandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    shutdownLingerMs: env.SHUTDOWN_LINGER_MS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    stripe: readStripeConfig(env, present),
    adminEmails: env.ADMIN_EMAILS.split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    downloads: {
      macos: env.DOWNLOAD_URL_MACOS ?? `${DEFAULT_DOWNLOAD_HOST}/goji-plugin-macos-universal.zip`,
      windows: env.DOWNLOAD_URL_WINDOWS ?? `${DEFAULT_DOWNLOAD_HOST}/goji-plugin-windows-x64.zip`,
    },
    posthog: env.POSTHOG_KEY ? { key: env.POSTHOG_KEY, host: env.POSTHOG_HOST } : undefined,
    trustedProxyHeaders: env.TRUSTED_PROXY_HEADERS.split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    pluginRateLimitPerMinute: env.PLUGIN_RATE_LIMIT_PER_MINUTE,
    logLevel: env.LOG_LEVEL,
    metrics:
      env.METRICS_PORT === undefined
        ? undefined
        : { port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN },
  };
}

/** 127.0.0.0/8, ::1 and localhost: only this machine can reach them. */
function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

function assertProductionReady(env: Env, baseUrl: string): void {
  const missing: string[] = [];
  if (!env.AUTH_SECRET) missing.push("AUTH_SECRET: required in production (32+ random characters)");
  if (!env.SMTP_URL) missing.push("SMTP_URL: required in production so e-mails reach people");
  const url = new URL(baseUrl);
  const isLocal = url.hostname === "localhost" || url.hostname === "127.0.0.1";
  if (url.protocol !== "https:" && !isLocal) missing.push("BASE_URL: must be https:// in production");
  if (missing.length > 0) {
    throw new ConfigError(`Refusing to start in production:\n${missing.map((m) => `  ${m}`).join("\n")}`);
  }
}

function readStripeConfig(env: Env, source: NodeJS.ProcessEnv): Config["stripe"] {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError("Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set");
  }
  const prices: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    const match = /^STRIPE_PRICE_([A-Z0-9_]+)$/.exec(name);
    if (match?.[1] && value) prices[match[1].toLowerCase()] = value;
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiHost: env.STRIPE_API_HOST,
    prices,
  };
}

/** Outside production the signing secret is generated once and kept beside the data. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

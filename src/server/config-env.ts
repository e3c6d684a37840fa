import { z } from "zod";

/**
 * Every environment variable the server reads, parsed once (docs/architecture.md#configuration).
 * Nothing else in the server touches process.env.
 */
const optionalUrl = z.url().optional();
const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  BASE_URL: optionalUrl,
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// URL")
    .optional(),
  REDIS_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(20).max(60_000).default(250),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  SHUTDOWN_LINGER_MS: z.coerce.number().int().min(0).max(600_000).default(1_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Goji <no-reply@goji.dev>"),
  STRIPE_SECRET_KEY: z.string().startsWith("sk_", "must start with sk_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_", "must start with whsec_").optional(),
  STRIPE_API_HOST: z.string().optional(),
  ADMIN_EMAILS: z.string().default(""),
  REQUIRE_EMAIL_VERIFICATION: booleanFlag.default(true),
  DOWNLOAD_URL_MACOS: optionalUrl,
  DOWNLOAD_URL_WINDOWS: optionalUrl,
  POSTHOG_KEY: z.string().min(1).optional(),
  POSTHOG_HOST: z.url().default("https://eu.i.posthog.com"),
  TRUSTED_PROXY_HEADERS: z.string().default(""),
  PLUGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(6000),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // Prometheus metrics on their own port (off when unset), localhost unless METRICS_HOST says otherwise.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
});

export type Env = z.infer<typeof envSchema>;

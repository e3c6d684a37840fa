import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const tempDir = () => mkdtempSync(join(tmpdir(), "goji-config-"));

describe("loadConfig", () => {
  it("runs with no configuration: embedded defaults and a generated secret kept in DATA_DIR", () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.databasePoolSize).toBe(10);
    expect(config.stripe).toBeUndefined();
    expect(config.requireEmailVerification).toBe(true);
    expect(config.authSecret).toBe(readFileSync(join(dataDir, "auth-secret"), "utf8"));
    // The same secret is read back on the next start, so sessions survive a restart.
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret);
  });

  it("serves metrics only when METRICS_PORT is set, on localhost unless METRICS_HOST says otherwise", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).metrics).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), METRICS_PORT: "9464" }).metrics).toEqual({
      port: 9464,
      host: "127.0.0.1",
      token: undefined,
    });
    const exposed = loadConfig({
      DATA_DIR: tempDir(),
      METRICS_PORT: "9464",
      METRICS_HOST: "0.0.0.0",
      METRICS_TOKEN: "a-long-enough-token",
    });
    expect(exposed.metrics).toEqual({ port: 9464, host: "0.0.0.0", token: "a-long-enough-token" });
    expect(() => loadConfig({ METRICS_PORT: "9464", METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    // Open to the network only behind a token.
    expect(() => loadConfig({ DATA_DIR: tempDir(), METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" })).toThrow(
      /METRICS_TOKEN: required when METRICS_HOST is not a loopback address/,
    );
    expect(loadConfig({ DATA_DIR: tempDir(), METRICS_PORT: "9464", METRICS_HOST: "::1" }).metrics?.host).toBe("::1");
    expect(() => loadConfig({ METRICS_PORT: "metrics" })).toThrow(/METRICS_PORT/);
  });

  it("names the variable that has a bad value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ REQUIRE_EMAIL_VERIFICATION: "maybe" })).toThrow(/REQUIRE_EMAIL_VERIFICATION/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("refuses an insecure production setup and says which variables to set", () => {
    try {
      loadConfig({ NODE_ENV: "production", BASE_URL: "http://goji.example", DATA_DIR: tempDir() });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain("AUTH_SECRET");
      expect(message).toContain("SMTP_URL");
      expect(message).toContain("BASE_URL");
    }
  });

  it("accepts a complete production setup", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      BASE_URL: "https://goji.example",
      AUTH_SECRET: "x".repeat(40),
      SMTP_URL: "smtp://mail.example:587",
    });
    expect(config.isProduction).toBe(true);
  });

  it("reads Stripe prices per plan and requires the webhook secret", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_1", DATA_DIR: tempDir() })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const config = loadConfig({
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_PRICE_PRO: "price_pro",
      DATA_DIR: tempDir(),
    });
    expect(config.stripe?.prices).toEqual({ pro: "price_pro" });
  });
});

describe("empty variables", () => {
  it("treats an empty value as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", PORT: "", DATA_DIR: mkdtempSync(join(tmpdir(), "goji-config-")) });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PLATFORM_INIT_SCRIPT } from "../../../shared/platform.ts";
import { THEME_INIT_SCRIPT } from "../../../shared/theme.ts";
import { latestMail, signUp, uniqueEmail } from "../../test-utils/auth-helpers.ts";
import { createTestApp, useTestApp } from "../../test-utils/test-app.ts";

const t = useTestApp();

describe("health and readiness", () => {
  it("answers liveness without touching the database", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("reports ready when the database answers", async () => {
    const res = await t.app.request("/api/ready");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", database: t.database.kind, redis: "not configured" });
  });

  it("reports 503 with Retry-After once the instance is shutting down", async () => {
    const stopping = await createTestApp();
    stopping.services.lifecycle.beginStopping();
    const res = await stopping.app.request("/api/ready");
    await stopping.close();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect((await res.json()).error).toMatchObject({
      code: "service_unavailable",
      message: "This instance is shutting down.",
    });
  });

  it("reports 503 in the JSON error shape when the database is gone", async () => {
    const broken = await createTestApp();
    // Its background work (feeds, renewal clock) stops first; then the database goes away under the app.
    await broken.services.close({ keepDatabase: true });
    await broken.database.close();
    const res = await broken.app.request("/api/ready");
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.error.code).toBe("service_unavailable");
    expect(res.headers.get("retry-after")).toBe("5");
    expect(body.error.requestId).toBe(res.headers.get("x-request-id"));
  });
});

describe("API errors", () => {
  it("answers unknown API paths with a 404 JSON error carrying the request id", async () => {
    const res = await t.app.request("/api/does-not-exist", { headers: { "x-request-id": "req-123" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({
      error: { code: "not_found", message: "No API route for GET /api/does-not-exist.", requestId: "req-123" },
    });
  });

  it("refuses bodies over 1 MB with 413 before any handler reads them, better-auth's included", async () => {
    const big = JSON.stringify({ name: "x".repeat(1024 * 1024) });
    for (const path of ["/api/account/create-studio", "/api/auth/sign-in/email"]) {
      const res = await t.app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:3000" },
        body: big,
      });
      expect(res.status, path).toBe(413);
      expect((await res.json()).error.code).toBe("payload_too_large");
    }
    // Without a Content-Length (chunked, as Node's server sees such a body), counted while streaming.
    const chunks = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const headers = {
      "content-type": "application/json",
      origin: "http://localhost:3000",
      "transfer-encoding": "chunked",
    };
    const streamed = await t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers,
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("replaces an unsafe incoming request id", async () => {
    const res = await t.app.request("/api/health", { headers: { "x-request-id": "<script>" } });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("security headers", () => {
  it("sends CSP, frame, sniffing and referrer headers on API and page responses", async () => {
    for (const path of ["/api/health", "/api/nope", "/some/page"]) {
      const res = await t.app.request(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("unsafe-eval");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("allows exactly the inline theme and platform scripts by their hashes, no other inline script", async () => {
    const csp = (await t.app.request("/some/page")).headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
    const [theme, platform] = [THEME_INIT_SCRIPT, PLATFORM_INIT_SCRIPT].map((script) =>
      createHash("sha256").update(script).digest("base64"),
    );
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${theme}' 'sha256-${platform}'`);
  });

  it("adds HSTS only behind https", async () => {
    expect((await t.app.request("/api/health")).headers.get("strict-transport-security")).toBeNull();
    const secure = await createTestApp({ BASE_URL: "https://goji.example" });
    expect((await secure.app.request("/api/health")).headers.get("strict-transport-security")).toContain("max-age=");
    await secure.close();
  });
});

describe("public config", () => {
  it("exposes download links and the billing mode, nothing secret", async () => {
    const res = await t.app.request("/api/public-config");
    const body = await res.json();
    expect(body.downloads.macos).toMatch(/macos-universal\.zip$/);
    expect(body.downloads.windows).toMatch(/windows-x64\.zip$/);
    expect(body.billingProvider).toBe("local");
    expect(body.analytics).toBeNull();
    expect(JSON.stringify(body)).not.toContain("secret");
  });
});

describe("dev outbox", () => {
  it("lists stored mail outside production", async () => {
    const res = await t.app.request("/dev/mail?format=json");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ messages: [] });
  });

  it("previews a mail in the site's theme: the theme script, and the mail's dark rules under the dark class", async () => {
    const email = uniqueEmail("preview");
    await signUp(t, email);
    const mail = await latestMail(t, email);
    expect(mail?.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(mail?.html).toMatch(/@media \(prefers-color-scheme: dark\)\{\.mail-body\{/);

    const res = await t.app.request(`/dev/mail/${mail!.id}`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(`<script>${THEME_INIT_SCRIPT}</script>`);
    expect(page).toContain(":root.dark .mail-body{background:#121214");
    expect(page).toContain(":root.dark .mail-card{background:#1c1c20");
    // The mail itself is unchanged apart from the preview's additions to its head.
    expect(page.replace(/<script>.*?<\/script><style>.*?<\/style>/, "")).toBe(mail!.html);
  });

  it("does not exist in production", async () => {
    const production = await createTestApp({
      NODE_ENV: "production",
      BASE_URL: "https://goji.example",
      SMTP_URL: "smtp://127.0.0.1:2525",
    });
    const res = await production.app.request("/dev/mail");
    expect(res.status).toBe(404);
    expect((await production.app.request("/dev/mail?format=json")).status).toBe(404);
    await production.close();
  });
});

describe("cross-site writes", () => {
  it("refuses a cookie-carrying write from another origin or without an origin, before any handler runs", async () => {
    const cookie = "better-auth.session_token=anything";
    const foreign = await t.app.request("/api/account/create-studio", {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "content-type": "text/plain" },
      body: "x",
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.message).toBe("Cross-site request refused.");
    const formPost = await t.app.request("/api/api-key/generate", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: "a=b",
    });
    expect(formPost.status).toBe(403);
    // Same origin passes the guard (and then meets the session check).
    const sameOrigin = await t.app.request("/api/api-key/generate", {
      method: "POST",
      headers: { cookie, origin: "http://localhost:3000" },
    });
    expect(sameOrigin.status).toBe(401);
    // Requests without cookies (API keys, bearer tokens, webhooks) are not affected.
    expect((await t.app.request("/api/v1/me", { method: "GET" })).status).toBe(401);
  });
});

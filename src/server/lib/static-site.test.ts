import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./hono-env.ts";
import { mountStaticSite } from "./static-site.ts";

// A small build laid out as Vite writes it: the shell, a hashed asset and Vite's own manifest.
let buildDir: string;
let app: Hono<AppEnv>;

beforeAll(() => {
  buildDir = mkdtempSync(join(tmpdir(), "goji-static-site-"));
  const clientDir = join(buildDir, "client");
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  mkdirSync(join(clientDir, ".vite"), { recursive: true });
  writeFileSync(join(clientDir, "index.html"), '<!doctype html><title>Goji</title><div id="root"></div>');
  writeFileSync(join(clientDir, "assets", "index-abc123.js"), "console.log('app');");
  writeFileSync(join(clientDir, ".vite", "manifest.json"), '{"src/web/main.tsx":{"file":"assets/index-abc123.js"}}');
  writeFileSync(join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  app = new Hono<AppEnv>();
  mountStaticSite(app, clientDir);
});

afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe("the static site", () => {
  it("serves hashed assets for a year and answers a missing one with 404, not the shell", async () => {
    const asset = await app.request("/assets/index-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await asset.text()).toContain("console.log");
    const missing = await app.request("/assets/index-gone.js");
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
  });

  it("never serves Vite's build manifest", async () => {
    for (const path of ["/.vite/manifest.json", "/.vite/", "/.vite/manifest.json.gz"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("main.tsx");
    }
  });

  it("serves other files briefly cached and the uncached shell for every other path", async () => {
    const favicon = await app.request("/favicon.svg");
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
    for (const path of ["/", "/index.html", "/account"]) {
      const shell = await app.request(path);
      expect(shell.status, path).toBe(200);
      expect(shell.headers.get("cache-control"), path).toBe("no-cache");
      expect(await shell.text(), path).toContain('<div id="root">');
    }
  });
});

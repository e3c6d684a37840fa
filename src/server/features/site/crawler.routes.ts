import { Hono } from "hono";
import { publicPagePaths } from "../../../shared/public-pages.ts";
import type { Config } from "../../config.ts";
import type { AppEnv } from "../../lib/hono-env.ts";

// Signed-in, one-time and machine endpoints: nothing there for a search engine.
const DISALLOWED = ["/api/", "/account", "/admin", "/billing/", "/dev/", "/device", "/accept-invite/", "/verify-2fa"];

/**
 * robots.txt and sitemap.xml answered by the server itself: without them the SPA fallback sent index.html for
 * both (Lighthouse SEO flagged an invalid robots.txt). Absolute URLs come from BASE_URL.
 */
export function crawlerRoutes(config: Config) {
  const base = config.baseUrl.replace(/\/$/, "");
  const robots = [
    "User-agent: *",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPagePaths().map((path) => `  <url><loc>${escapeXml(base + path)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
  return new Hono<AppEnv>()
    .get("/robots.txt", (c) => {
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(robots);
    })
    .get("/sitemap.xml", (c) => {
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(sitemap, 200, { "Content-Type": "text/xml; charset=utf-8" });
    });
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

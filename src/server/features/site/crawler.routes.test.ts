import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test-utils/test-app.ts";
import { publicPagePaths } from "../../../shared/public-pages.ts";

const t = useTestApp({ BASE_URL: "https://goji.example" });

describe("robots.txt and sitemap.xml", () => {
  it("answers robots.txt as plain text that keeps crawlers out of signed-in pages and names the sitemap", async () => {
    const res = await t.app.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const body = await res.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Disallow: \/account$/m);
    expect(body).toMatch(/^Disallow: \/admin$/m);
    expect(body).toMatch(/^Disallow: \/api\/$/m);
    expect(body).toContain("Sitemap: https://goji.example/sitemap.xml");
    expect(body).not.toContain("<html");
  });

  it("lists every public page, docs included, as absolute URLs in an XML sitemap", async () => {
    const res = await t.app.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/xml/);
    const body = await res.text();
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(publicPagePaths().map((path) => `https://goji.example${path}`));
    expect(locations).toContain("https://goji.example/pricing");
    expect(locations).toContain("https://goji.example/docs/getting-started/01-welcome-to-goji");
    expect(locations.some((url) => url?.includes("/account"))).toBe(false);
  });
});

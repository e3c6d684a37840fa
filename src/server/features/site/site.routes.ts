import { Hono } from "hono";
import type { Config } from "../../config.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import type { PublicConfig } from "../../../shared/public-config.ts";
import { siteLinks } from "../../../shared/site-links.ts";

/** What the browser may know about this deployment: download links, analytics, billing mode. */
export function siteRoutes(config: Config) {
  const publicConfig: PublicConfig = {
    downloads: config.downloads,
    analytics: config.posthog ? { key: config.posthog.key, host: config.posthog.host } : null,
    billingProvider: config.stripe ? "stripe" : "local",
    links: siteLinks,
  };
  return new Hono<AppEnv>().get("/public-config", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(publicConfig);
  });
}

import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./hono-env.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the Vite build: hashed assets with year-long caching (pre-compressed .br/.gz written at build
 * time), other files briefly cached, and index.html for every other path so the SPA router takes over.
 */
export function mountStaticSite(app: Hono<AppEnv>, clientDir: string): void {
  const indexFile = join(clientDir, "index.html");
  if (!existsSync(indexFile)) {
    app.get("*", (c) => c.text("The web app is not built. Run `npm run build` (npm start does it for you).", 503));
    return;
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const root = relative(process.cwd(), clientDir) || ".";

  app.use(
    "/assets/*",
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", IMMUTABLE);
      },
    }),
  );
  // A missing hashed asset is a real 404, never the HTML shell (a browser would try to run it as JS).
  app.all("/assets/*", (c) => c.text("Not found", 404));
  app.use(
    "*",
    serveStatic({
      root,
      precompressed: true,
      // index.html must never be served from here: the fallback below sends it uncached.
      rewriteRequestPath: (path) => (path === "/" || path === "/index.html" ? "/__spa__" : path),
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}

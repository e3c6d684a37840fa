import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "./hono-env.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the Vite build: hashed assets with year-long caching (pre-compressed .br/.gz written at build
 * time), other files briefly cached, the prerendered public pages (dist/pages/) at their paths, and index.html
 * for every other path so the SPA router takes over.
 */
export function mountStaticSite(app: Hono<AppEnv>, clientDir: string): void {
  const indexFile = join(clientDir, "index.html");
  if (!existsSync(indexFile)) {
    app.get("*", (c) => c.text("The web app is not built. Run `npm run build` (npm start does it for you).", 503));
    return;
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const root = relative(process.cwd(), clientDir) || ".";

  app.use("/assets/*", cachedStaticFiles({ root, precompressed: true }, IMMUTABLE));
  // A missing hashed asset is a real 404, never the HTML shell (a browser would try to run it as JS).
  app.all("/assets/*", (c) => c.text("Not found", 404));
  // Vite's build manifest (dist/client/.vite/) is for the build and its tests, not for visitors: it maps every
  // source file to its chunk, a map of the app nobody outside needs.
  app.all("/.vite/*", (c) => c.text("Not found", 404));
  app.use(
    "*",
    cachedStaticFiles(
      {
        root,
        precompressed: true,
        // index.html must never be served from here: the fallback below sends it uncached.
        rewriteRequestPath: (path) => (path === "/" || path === "/index.html" ? "/__spa__" : path),
      },
      "public, max-age=3600",
    ),
  );
  const prerendered = loadPrerenderedPages(join(clientDir, "..", "pages"));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    const page = prerendered.get(c.req.path);
    if (!page) return c.html(indexHtml);
    // The page's own HTML, already compressed at build time; the same bytes for everyone (no cookie is read).
    c.header("Vary", "Accept-Encoding");
    const accepted = c.req.header("Accept-Encoding") ?? "";
    const encoding = (["br", "gzip"] as const).find((name) => acceptsEncoding(accepted, name));
    if (encoding) c.header("Content-Encoding", encoding);
    return c.body(new Uint8Array(page[encoding ?? "identity"]), 200, { "Content-Type": "text/html; charset=UTF-8" });
  });
}

/**
 * serveStatic with a Cache-Control header on every file it serves. Its `onFound` hook runs after the file's
 * Response is built, so a header set there only reached the browser because an earlier middleware had
 * happened to touch `c.res` (Hono then merges headers); the Response it returns is given the header instead.
 */
function cachedStaticFiles(
  options: Parameters<typeof serveStatic<AppEnv>>[0],
  cacheControl: string,
): MiddlewareHandler<AppEnv> {
  const serve = serveStatic<AppEnv>(options);
  return async (c, next) => {
    // A Response when a file was found; otherwise serveStatic passed the request on and returns what `next` did.
    const response = await serve(c, next);
    if (response instanceof Response) response.headers.set("Cache-Control", cacheControl);
    return response;
  };
}

/** True when an Accept-Encoding header lists `name` without `q=0`. */
function acceptsEncoding(header: string, name: string): boolean {
  return header.split(",").some((part) => {
    const [token, ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith("q="));
    return token === name && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

type PrerenderedPage = Record<"identity" | "br" | "gzip", Buffer>;

/**
 * The public pages the web build rendered to HTML (scripts/build-web.mjs, docs/decisions/039): path → the page
 * and its .br and .gz. A build without them (an older dist/) leaves every path to the SPA shell.
 */
function loadPrerenderedPages(pagesDir: string): Map<string, PrerenderedPage> {
  const manifestFile = join(pagesDir, "manifest.json");
  if (!existsSync(manifestFile)) return new Map();
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, string>;
  return new Map(
    Object.entries(manifest).map(([path, file]) => [
      path,
      {
        identity: readFileSync(join(pagesDir, file)),
        br: readFileSync(join(pagesDir, `${file}.br`)),
        gzip: readFileSync(join(pagesDir, `${file}.gz`)),
      },
    ]),
  );
}

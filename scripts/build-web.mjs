// `npm run build:web` (and the web part of scripts/build-if-stale.mjs): the browser build (Vite → dist/client),
// then the public pages prerendered to HTML (dist/pages/, docs/decisions/039-prerendered-public-pages.md):
// Vite bundles src/web/prerender.tsx for Node into dist/prerender/, this script renders each public page with
// it into a copy of dist/client/index.html, and writes it with .br and .gz beside it and a manifest the server
// reads at start.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "vite";

// React and the router pick their production builds from NODE_ENV when the prerender bundle loads them.
process.env.NODE_ENV = "production";

await build();
await build({
  build: { ssr: "src/web/prerender.tsx", outDir: "dist/prerender", emptyOutDir: true, manifest: false },
  logLevel: "warn",
});

const { prerenderPage, publicPagePaths } = await import(pathToFileURL(resolve("dist/prerender/prerender.js")).href);
const template = readFileSync("dist/client/index.html", "utf8");
if (!template.includes('<div id="root"></div>') || !/<title>.*<\/title>/.test(template)) {
  throw new Error("dist/client/index.html has no empty #root or no <title> to fill");
}

const pagesDir = "dist/pages";
rmSync(pagesDir, { recursive: true, force: true });
mkdirSync(pagesDir, { recursive: true });
const manifest = {};
for (const path of publicPagePaths()) {
  const { title, body } = await prerenderPage(path);
  const html = template
    .replace(/<title>.*<\/title>/, `<title>${title}</title>`)
    // The page is readable before its JavaScript runs: the HTML and CSS go first on a slow link, the app's
    // modules after them (in index.html, for the routes that are not prerendered, the modules stay urgent).
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ')
    .replace('<div id="root"></div>', `<div id="root" data-prerendered>${body}</div>`);
  const file = `${path === "/" ? "index" : path.slice(1).replaceAll("/", "__")}.html`;
  writeFileSync(join(pagesDir, file), html);
  writeFileSync(join(pagesDir, `${file}.gz`), gzipSync(html, { level: 9 }));
  writeFileSync(
    join(pagesDir, `${file}.br`),
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  manifest[path] = file;
}
writeFileSync(join(pagesDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.error(`Prerendered ${Object.keys(manifest).length} public pages into ${pagesDir}/`);

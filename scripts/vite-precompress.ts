import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

/** Writes .gz and .br beside every compressible build file so the server sends them without CPU cost. */
export function precompress(): Plugin {
  let outDir = "dist";
  let skip = false;
  return {
    name: "goji-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
      // The prerender bundle for Node (scripts/build-web.mjs) is never sent over HTTP.
      skip = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (skip) return;
      for (const file of await listFiles(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = await readFile(file);
        if (content.length < 1024) continue;
        await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
        await writeFile(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

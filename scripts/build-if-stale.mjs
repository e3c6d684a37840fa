// `npm start` and `npm run build`: build the web app (Vite → dist/client) and the server (tsc → dist/server,
// dist/shared) only when their sources changed since the last build, so a second `npm start` is listening
// within about 2 s (docs/decisions/015). `--force` builds whatever the stamps say; naming parts (`web`,
// `server`) limits the run to them (`npm run admin` needs only the server).
//
// Staleness is a SHA-256 of every input file's path and content (not modification times: a fresh clone, a
// checkout or a copy changes those without changing anything), kept in dist/.build-<part>.sha256 once the
// build succeeded.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const SHARED_INPUTS = ["src/shared", "package-lock.json", "tsconfig.json"];
const PARTS = [
  {
    name: "web",
    command: ["node", "scripts/build-web.mjs"],
    // What the running server reads: the app shell and the prerendered pages' index.
    outputs: ["dist/client/index.html", "dist/pages/manifest.json"],
    inputs: [
      ...SHARED_INPUTS,
      "src/web",
      "content",
      "public",
      "index.html",
      "vite.config.ts",
      "scripts/vite-precompress.ts",
      "scripts/build-web.mjs",
    ],
  },
  {
    name: "server",
    command: ["npx", "tsc", "-p", "tsconfig.server.json"],
    outputs: ["dist/server/index.js"],
    inputs: [...SHARED_INPUTS, "src/server", "tsconfig.server.json"],
  },
];
const isTestFile = (path) => /\.test\.tsx?$/.test(path);

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => filesUnder(join(path, entry.name)));
}

function hashOf(inputs) {
  const hash = createHash("sha256");
  for (const file of inputs
    .flatMap(filesUnder)
    .filter((file) => !isTestFile(file))
    .sort()) {
    hash.update(`${file}\0`).update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

const force = process.argv.includes("--force");
// `--check`: build nothing; list the stale parts on stdout and exit 1 if there are any (the test suite uses it).
const checkOnly = process.argv.includes("--check");
const named = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const stale = [];
mkdirSync("dist", { recursive: true });
for (const part of PARTS.filter((part) => named.length === 0 || named.includes(part.name))) {
  const stampFile = `dist/.build-${part.name}.sha256`;
  const hash = hashOf(part.inputs);
  const current =
    part.outputs.every((output) => existsSync(output)) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === hash;
  if (current && !force) continue;
  if (checkOnly) {
    stale.push(part.name);
    continue;
  }
  // On stderr, with the builds' own output: stdout stays the program's (`npm run admin -- list`).
  console.error(`Building the ${part.name} (${force ? "--force" : "sources changed since the last build"})…`);
  const [command, ...args] = part.command;
  const result = spawnSync(command, args, { stdio: ["inherit", 2, 2] });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, hash);
}
if (checkOnly) {
  console.log(stale.length === 0 ? "current" : `stale: ${stale.join(", ")}`);
  process.exit(stale.length === 0 ? 0 : 1);
}

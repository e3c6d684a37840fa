// Keeps package-lock.json complete for every platform, so `npm ci` accepts it anywhere.
//
// npm 11 records another platform's optional native package (@rollup/rollup-darwin-arm64, …) only when it can read
// that package's manifest; where the registry answers 404 for them (this machine's mirror does), `npm install`
// leaves them out and `npm ci` then refuses the lockfile ("Missing: … from lock file"; npm/cli#4828 family).
// This script adds each missing one with its exact version and os/cpu/libc, which is what npm needs to skip it on a
// platform it does not fit and to fetch it (from the configured registry) on one it does (docs/decisions/014).
//
//   node scripts/lockfile-platforms.mjs          check only: exit 1 and name what is missing (CI runs this)
//   node scripts/lockfile-platforms.mjs --write  add the missing entries (after `npm install` changed the lockfile)
import { readFileSync, writeFileSync } from "node:fs";

const lockfilePath = new URL("../package-lock.json", import.meta.url);
const lockfile = JSON.parse(readFileSync(lockfilePath, "utf8"));
const packages = lockfile.packages;

const OPERATING_SYSTEMS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "netbsd",
  "openbsd",
  "openharmony",
  "sunos",
  "win32",
];
const CPUS = ["arm64", "arm", "ia32", "loong64", "mips64el", "ppc64", "riscv64", "s390x", "x64", "wasm32"];

/**
 * The platform a native package is for, read from its name. Every family in our tree names its packages
 * `<family>-<os>-<cpu>[-<abi>]` (or `<family>-wasm32-wasi`), and the published manifests agree (checked against
 * the registry for each family). Returns undefined for a name that does not follow the convention.
 */
export function platformOf(name) {
  const tokens = name.slice(name.lastIndexOf("/") + 1).split("-");
  if (tokens.includes("wasm32")) return { cpu: ["wasm32"] };
  const os = tokens.find((token) => OPERATING_SYSTEMS.includes(token));
  const cpu = tokens.find((token) => CPUS.includes(token));
  if (!os || !cpu) return undefined;
  const abi = tokens.at(-1);
  const libc =
    os !== "linux" ? undefined : abi.startsWith("musl") ? "musl" : abi.startsWith("gnu") ? "glibc" : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

/** Where npm would look for `name` required from the package at `fromPath` (nearest node_modules upwards). */
function resolvesTo(fromPath, name) {
  let base = fromPath;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    const cut = base.lastIndexOf("/node_modules/");
    if (base === "") return undefined;
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

const missing = [];
for (const [path, entry] of Object.entries(packages)) {
  if (path === "") continue;
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolvesTo(path, name)) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range))
      throw new Error(`${path} wants ${name}@${range}: not an exact version`);
    const platform = platformOf(name);
    if (!platform) throw new Error(`${name} (wanted by ${path}): cannot tell its platform from its name`);
    missing.push({
      path: `node_modules/${name}`,
      entry: {
        version: range,
        ...platform,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
      },
    });
  }
}

if (!process.argv.includes("--write")) {
  if (missing.length === 0) {
    console.log("package-lock.json: every platform's optional package is recorded");
    process.exit(0);
  }
  for (const { path, entry } of missing) console.error(`missing from package-lock.json: ${path}@${entry.version}`);
  console.error(`${missing.length} missing: run \`npm run lockfile:platforms\` and commit package-lock.json`);
  process.exit(1);
}

// No tarball URL or integrity: the registry here cannot give them. npm fetches name@version from whichever
// registry is configured where the package fits, and `npm install --package-lock-only` (run next by
// `npm run lockfile:platforms`) puts the entries in npm's own order and form.
for (const { path, entry } of missing) packages[path] = entry;
writeFileSync(lockfilePath, `${JSON.stringify(lockfile, null, 2)}\n`);
console.log(`package-lock.json: added ${missing.length} platform packages`);

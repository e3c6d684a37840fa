/**
 * `npm run lighthouse`: builds the web app, starts the production server on a free port (throw-away PGlite
 * data, NODE_ENV=production), runs Lighthouse (npm) with Debian's Chromium on /, /pricing and a docs page with
 * the mobile and desktop presets, and prints a table. Never downloads a browser: CHROME_PATH must point to an
 * installed Chromium (default /usr/bin/chromium). `--no-build` reuses dist/; `--json FILE` also writes the scores;
 * `--reports DIR` writes each full Lighthouse result (JSON, opens in the Lighthouse viewer) into DIR;
 * `--preset mobile|desktop` runs one preset only (to compare two builds in alternating runs);
 * `--cpu-slowdown N` replaces the mobile preset's 4x CPU slowdown (Lighthouse's guide to calibrating it for a
 * host slower than the high-end desktop it assumes: docs/benchmarks.md). Each row prints the host's CPU
 * benchmark index as Lighthouse measured it, without which mobile scores from different machines do not compare.
 * Targets: accessibility, SEO and best practices 100; performance >= 95 mobile (decision 039), 100 desktop.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { startServer } from "./lighthouse-server.ts";

const PAGES = ["/", "/pricing", "/docs/getting-started/01-welcome-to-goji"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-extensions",
  // This machine's network is closed: without these Chromium keeps trying to reach Google's services.
  "--disable-background-networking",
  "--disable-component-update",
];

// The metrics behind the performance score, printed beside it so a low score says where the time went.
const METRICS = [
  { id: "first-contentful-paint", label: "FCP" },
  { id: "largest-contentful-paint", label: "LCP" },
  { id: "total-blocking-time", label: "TBT" },
  { id: "cumulative-layout-shift", label: "CLS" },
  { id: "speed-index", label: "SI" },
] as const;

type Row = {
  page: string;
  preset: string;
  scores: Record<string, number>;
  metrics: Record<string, string>;
  benchmarkIndex: number;
  cpuSlowdown: number;
};

const args = process.argv.slice(2);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const reportsAt = args.indexOf("--reports");
const reportsDir = reportsAt >= 0 ? args[reportsAt + 1] : undefined;
const slowdownAt = args.indexOf("--cpu-slowdown");
const mobileCpuSlowdown = slowdownAt >= 0 ? Number(args[slowdownAt + 1]) : undefined;
if (mobileCpuSlowdown !== undefined && !(mobileCpuSlowdown >= 1 && mobileCpuSlowdown <= 20)) {
  throw new Error("--cpu-slowdown takes a number from 1 to 20");
}

const presetAt = args.indexOf("--preset");
const PRESETS = ["mobile", "desktop"] as const;
const presets = presetAt >= 0 ? PRESETS.filter((preset) => preset === args[presetAt + 1]) : PRESETS;
if (presets.length === 0) throw new Error("--preset takes mobile or desktop");

async function main(): Promise<void> {
  if (!args.includes("--no-build")) {
    // Builds what is stale (web app and compiled server), as `npm start` does.
    const build = spawnSync("node", ["scripts/build-if-stale.mjs"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("the build failed");
  }
  const { url, stop } = await startServer();
  // Scored as a running service serves them: each page asked for once before (a fresh server's first answers
  // also open its database and fill its caches).
  for (const page of PAGES) await fetch(url + page).then((response) => response.arrayBuffer());
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  try {
    for (const preset of presets) {
      for (const page of PAGES) {
        const result = await scorePage(chrome.port, url + page, preset);
        const scores = Object.fromEntries(
          CATEGORIES.map((id) => [id, Math.round((result.lhr.categories[id]?.score ?? 0) * 100)]),
        );
        const metrics = Object.fromEntries(
          METRICS.map(({ id, label }) => [label, result.lhr.audits[id]?.displayValue ?? "–"]),
        );
        rows.push({
          page,
          preset,
          scores,
          metrics,
          benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
          cpuSlowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
        });
        if (reportsDir) {
          const slug = page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
          mkdirSync(reportsDir, { recursive: true });
          writeFileSync(join(reportsDir, `${preset}-${slug}.json`), JSON.stringify(result.lhr));
        }
        const failed = Object.values(result.lhr.audits).filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
        );
        for (const audit of failed) console.error(`  ${preset} ${page}: ${audit.id} — ${audit.title}`);
      }
    }
  } finally {
    chrome.kill();
    await stop();
  }
  printTable(rows);
  const jsonAt = args.indexOf("--json");
  if (jsonAt >= 0 && args[jsonAt + 1]) writeFileSync(args[jsonAt + 1]!, JSON.stringify(rows, null, 2));
}

type Preset = (typeof PRESETS)[number];

/**
 * One Lighthouse run of `pageUrl`. A run that Lighthouse itself could not complete (a runtime error such as
 * NO_NAVSTART, a trace it failed to read) scores the page 0 without having measured it, so it is run once more;
 * a second failure is reported as it is.
 */
async function scorePage(port: number, pageUrl: string, preset: Preset) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      pageUrl,
      {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
        ...(preset === "mobile" && mobileCpuSlowdown
          ? { throttling: { cpuSlowdownMultiplier: mobileCpuSlowdown } }
          : {}),
      },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${pageUrl}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    console.error(`  ${preset} ${pageUrl}: Lighthouse failed (${error.code}: ${error.message})`);
    if (attempt === 2) return result;
    console.error(`  ${preset} ${pageUrl}: running it once more`);
  }
}

function printTable(rows: Row[]): void {
  const header = [
    "Page",
    "Preset",
    "Performance",
    "Accessibility",
    "Best practices",
    "SEO",
    ...METRICS.map((m) => m.label),
    "CPU index",
    "CPU slowdown",
  ];
  const lines = rows.map((row) => [
    row.page,
    row.preset,
    ...CATEGORIES.map((id) => String(row.scores[id])),
    ...METRICS.map(({ label }) => row.metrics[label]!.replace(/\u00a0/g, " ")),
    String(row.benchmarkIndex),
    `${row.cpuSlowdown}x`,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  console.log([format(header), format(widths.map((w) => "-".repeat(w))), ...lines.map(format)].join("\n"));
}

await main();

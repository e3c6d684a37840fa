import { existsSync, mkdirSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { collectPageProblems, type PageProblems } from "./page-problems.ts";

/**
 * Debian's old headless shell (package chromium-headless-shell) when it is installed: the same engine as the
 * chromium package without the full browser's UI layer; the whole browser run needs about half the CPU and time
 * with it (docs/decisions/044). Otherwise the full browser in its new headless mode.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

export const userAgents = {
  macos:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  linux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
} as const;

/** A distinct client address per browser context (the e2e server trusts this header for rate limits). */
export function randomClientIp(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

export interface NewPageOptions {
  userAgent?: string;
  width?: number;
  height?: number;
  /** The system preference the page sees (`prefers-color-scheme`); Chromium's default is light. */
  colorScheme?: "light" | "dark";
  /** The system's motion setting (`prefers-reduced-motion`); Chromium's default is no preference. */
  reducedMotion?: "reduce" | "no-preference";
  /**
   * Console errors this page is expected to log (e.g. the browser's own "Failed to load resource … 404" for a
   * request the test makes fail on purpose). Anything else it logs, and any uncaught error, fails the test.
   */
  allowConsoleErrors?: RegExp[];
}

export interface BrowserHarness {
  baseUrl: string;
  browser: Browser;
  /** A fresh context (cookies, storage) and page. Its console errors and uncaught errors fail the running test. */
  newPage(options?: NewPageOptions): Promise<Page>;
  /** Allows further console errors on a page already open (for a step that provokes them). */
  allowConsoleErrors(page: Page, ...patterns: RegExp[]): void;
  screenshot(page: Page, name: string): Promise<void>;
}

interface OpenContext {
  context: BrowserContext;
  problems: PageProblems;
  /** Opened inside a test (closed after it) or in a beforeAll (kept for the file, checked after every test). */
  scope: "test" | "file";
}

/**
 * One headless Chromium per test file, closed afterwards. After each test, what every open context's pages
 * logged since the last check is asserted: a console.error or an uncaught exception fails that test. Contexts
 * opened inside a test are closed after it; those opened in a beforeAll live until the file ends.
 */
export function useBrowser(): BrowserHarness {
  let open: OpenContext[] = [];
  let inTest = false;
  const harness = { baseUrl: "" } as BrowserHarness;

  beforeAll(async () => {
    harness.baseUrl = inject("baseUrl");
    harness.browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-quic",
        "--no-first-run",
        "--disable-sync",
      ],
    });
  });

  const failOn = (unexpected: string[], when: string) => {
    if (unexpected.length > 0)
      throw new Error(`The page logged errors ${when}:\n${unexpected.map((p) => `  - ${p}`).join("\n")}`);
  };

  beforeEach(() => {
    inTest = true;
  });

  afterEach(async () => {
    inTest = false;
    const finished = open.filter(({ scope }) => scope === "test");
    open = open.filter(({ scope }) => scope === "file");
    await Promise.all(finished.map(({ context }) => context.close()));
    failOn(
      [...finished, ...open].flatMap(({ problems }) => problems.takeUnexpected()),
      "during this test",
    );
  });

  afterAll(async () => {
    const remaining = open;
    open = [];
    await Promise.all(remaining.map(({ context }) => context.close()));
    await harness.browser?.close();
    failOn(
      remaining.flatMap(({ problems }) => problems.takeUnexpected()),
      "outside any test",
    );
  });

  harness.newPage = async (options = {}) => {
    const context = await harness.browser.newContext({
      baseURL: harness.baseUrl,
      userAgent: options.userAgent ?? userAgents.linux,
      viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
      colorScheme: options.colorScheme ?? "light",
      reducedMotion: options.reducedMotion ?? "no-preference",
      extraHTTPHeaders: { "x-e2e-client-ip": randomClientIp() },
    });
    const problems = collectPageProblems(context, options.allowConsoleErrors ?? []);
    open.push({ context, problems, scope: inTest ? "test" : "file" });
    return waitingForTheApp(await context.newPage());
  };

  harness.allowConsoleErrors = (page, ...patterns) => {
    const entry = open.find(({ context }) => context === page.context());
    if (!entry) throw new Error("allowConsoleErrors: the page does not belong to this test");
    entry.problems.allow(patterns);
  };

  harness.screenshot = async (page, name) => {
    if (!process.env.E2E_SCREENSHOTS) return;
    mkdirSync("tests/e2e/screenshots", { recursive: true });
    await page.screenshot({ path: `tests/e2e/screenshots/${name}.png`, fullPage: true });
  };
  return harness;
}

/**
 * A prerendered public page is on screen before the app runs, and until the app has hydrated it a click on a
 * button does nothing and a link loads the next page (docs/decisions/039). A test drives the app: after `goto` and
 * `reload` (unless told `waitUntil: "commit"`) it waits until #root is no longer marked prerendered, which the
 * app does after its first render. Pages opened in contexts made by hand are left as they are.
 */
function waitingForTheApp(page: Page): Page {
  const appOwnsTheRoot = () =>
    page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("data-prerendered"), undefined, {
      timeout: 30_000,
    });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await appOwnsTheRoot();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== "commit") await appOwnsTheRoot();
    return response;
  };
  return page;
}

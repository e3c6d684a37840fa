import { mkdirSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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

export interface BrowserHarness {
  baseUrl: string;
  browser: Browser;
  /** A fresh context (cookies, storage) and page; console errors fail the test that caused them. */
  newPage(options?: { userAgent?: string; width?: number; height?: number }): Promise<Page>;
  screenshot(page: Page, name: string): Promise<void>;
}

/** One headless Chromium per test file, closed afterwards. */
export function useBrowser(): BrowserHarness {
  const contexts: BrowserContext[] = [];
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

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await harness.browser?.close();
  });

  harness.newPage = async (options = {}) => {
    const context = await harness.browser.newContext({
      baseURL: harness.baseUrl,
      userAgent: options.userAgent ?? userAgents.linux,
      viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
      extraHTTPHeaders: { "x-e2e-client-ip": randomClientIp() },
    });
    contexts.push(context);
    const page = await context.newPage();
    page.on("pageerror", (error) => {
      throw error;
    });
    return page;
  };

  harness.screenshot = async (page, name) => {
    if (!process.env.E2E_SCREENSHOTS) return;
    mkdirSync("tests/e2e/screenshots", { recursive: true });
    await page.screenshot({ path: `tests/e2e/screenshots/${name}.png`, fullPage: true });
  };
  return harness;
}

import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { siteLinks } from "../../src/shared/site-links";
import { useBrowser, userAgents } from "./support/browser";
import { holdRequests } from "./support/network.ts";
import { collectPageProblems } from "./support/page-problems.ts";
import { newSignedInPage } from "./support/session.ts";

const harness = useBrowser();

const INSTALLATION_PATH = "/docs/getting-started/02-installation";
const WELCOME_PATH = "/docs/getting-started/01-welcome-to-goji";
const BUNDLE_BUDGET_BYTES = 150 * 1024;

/** True when any layer of a computed box-shadow has a colour that is not fully transparent. */
function hasVisibleShadow(boxShadow: string): boolean {
  if (boxShadow === "none") return false;
  const colours = boxShadow.match(/rgba?\([^)]*\)/g) ?? [];
  return colours.some((colour) => {
    const parts = colour
      .replace(/rgba?\(|\)/g, "")
      .split(/[\s,/]+/)
      .filter(Boolean);
    return parts.length < 4 || Number(parts[3]) > 0;
  });
}

async function headerStyle(page: Page) {
  return page
    .locator("header")
    .first()
    .evaluate((header) => {
      const style = getComputedStyle(header);
      return {
        scrolled: header.getAttribute("data-scrolled"),
        boxShadow: style.boxShadow,
        borderColor: style.borderBottomColor,
      };
    });
}

/** Records window.open calls instead of opening tabs, so the test sees exactly which file was requested. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { __openedUrls: opened });
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
}

describe("header", () => {
  it("shows Sign In linking to /login when signed out", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    const signIn = page.locator("header").getByRole("link", { name: "Sign In" });
    await signIn.waitFor();
    expect(await signIn.getAttribute("href")).toBe("/login");
    await signIn.click();
    await page.waitForURL("**/login");
  });

  it("has no border or shadow at the top and gets both once the page scrolls", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();

    const atTop = await headerStyle(page);
    expect(atTop.scrolled).toBeNull();
    expect(hasVisibleShadow(atTop.boxShadow)).toBe(false);
    expect(atTop.borderColor).toBe("rgba(0, 0, 0, 0)");

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(async () => (await headerStyle(page)).scrolled).toBe("true");
    // The shadow fades in with a transition; poll until it has settled on a visible value.
    await expect.poll(async () => hasVisibleShadow((await headerStyle(page)).boxShadow)).toBe(true);
    expect((await headerStyle(page)).borderColor).not.toBe("rgba(0, 0, 0, 0)");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await headerStyle(page)).scrolled).toBeNull();
  });

  const downloads = [
    {
      platform: "macOS",
      userAgent: userAgents.macos,
      label: "Download for macOS",
      file: "https://downloads.example.test/goji-macos-universal.zip",
    },
    {
      platform: "Windows",
      userAgent: userAgents.windows,
      label: "Download for Windows",
      file: "https://downloads.example.test/goji-windows-x64.zip",
    },
    // docs/api.md: any non-macOS platform gets the Windows file.
    {
      platform: "Linux",
      userAgent: userAgents.linux,
      label: "Download",
      file: "https://downloads.example.test/goji-windows-x64.zip",
    },
  ];

  for (const { platform, userAgent, label, file } of downloads) {
    it(`labels the download '${label}' on ${platform}, opens ${file.split("/").pop()} and shows the installation guide`, async () => {
      const page = await harness.newPage({ userAgent });
      await recordWindowOpen(page);
      const config = page.waitForResponse((response) => response.url().endsWith("/api/public-config") && response.ok());
      await page.goto("/");
      await config;
      await page.waitForLoadState("networkidle");

      const button = page.locator("header").getByRole("button", { name: label, exact: true });
      await button.click();

      await page.waitForURL(`**${INSTALLATION_PATH}`);
      expect(await page.evaluate(() => (window as unknown as { __openedUrls: string[] }).__openedUrls)).toEqual([file]);
      await page.getByRole("heading", { level: 1, name: "Installation" }).waitFor();
    });
  }

  it("hides the text links and the Download button on a 375 px screen, keeping Sign In", async () => {
    const page = await harness.newPage({ width: 375, height: 740, userAgent: userAgents.macos });
    await page.goto("/");
    const header = page.locator("header");
    await header.getByRole("link", { name: "Sign In" }).waitFor();

    expect(await header.getByRole("link", { name: "Goji home" }).isVisible()).toBe(true);
    for (const name of ["Pricing", "Docs", "Community"]) {
      expect(await header.getByRole("link", { name }).isVisible(), name).toBe(false);
    }
    expect(await header.getByRole("button", { name: "Download for macOS" }).isVisible()).toBe(false);
    await harness.screenshot(page, "header-mobile");
  });

  it("lets the reads already sent come back before Log Out ends the session, so none is refused", async () => {
    const { page } = await newSignedInPage(harness, { path: "/" });
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    // The account page's sessions list on a slow network: sent with the session, still on its way at Log Out.
    const release = await holdRequests(page, "**/api/auth/list-sessions");
    const listSent = page.waitForRequest("**/api/auth/list-sessions");
    await page.goto("/account");
    await page.getByRole("heading", { name: "Account Settings" }).waitFor();
    await listSent;
    await page.getByRole("button", { name: "Open account menu" }).click();
    await page.getByRole("menuitem", { name: "Log Out" }).click();
    // Log Out leaves for / before it ends the session; the held read is let through only then. (Ended first,
    // the session would be gone by the time the read arrives.)
    await page.waitForURL((url) => url.pathname === "/");
    const listAnswered = page.waitForResponse("**/api/auth/list-sessions");
    release();
    expect((await listAnswered).status()).toBe(200);
    await page.locator("header").getByRole("link", { name: "Sign In" }).waitFor();
    expect(await page.evaluate(async () => (await fetch("/api/auth/get-session")).json())).toBeNull();
    expect(refused).toEqual([]);
  });
});

describe("footer", () => {
  it("links to the product, resources, legal pages and social accounts", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    const footer = page.locator("footer");
    await footer.getByText("Made by Goji Labs").waitFor();

    const expected: Array<[string, string]> = [
      ["Pricing", "/pricing"],
      ["Downloads", INSTALLATION_PATH],
      ["Docs", WELCOME_PATH],
      ["Contact", `mailto:${siteLinks.contactEmail}`],
      ["Terms", "/terms"],
      ["Privacy", "/privacy"],
      ["X / Twitter", siteLinks.microblog],
      ["Discord", siteLinks.community],
    ];
    for (const [name, href] of expected) {
      expect(await footer.getByRole("link", { name, exact: true }).getAttribute("href"), name).toBe(href);
    }
    for (const social of ["X / Twitter", "Discord"]) {
      const link = footer.getByRole("link", { name: social, exact: true });
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
    }

    await footer.getByRole("link", { name: "Privacy", exact: true }).click();
    await page.waitForURL("**/privacy");
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
  });
});

describe("navigation", () => {
  it("shows Not Found for an unknown path", async () => {
    const page = await harness.newPage();
    await page.goto("/this-page-does-not-exist");
    await page.getByRole("heading", { level: 1, name: "Not Found" }).waitFor();
    // The shell is still there, so the visitor can find their way back.
    await page.locator("header").getByRole("link", { name: "Goji home" }).waitFor();
  });

  it("shows the generic error page when a page cannot render, with the error on demand, and recovers on Try Again", async () => {
    const { page } = await newSignedInPage(harness);
    await page.getByRole("heading", { level: 1, name: "Account Settings" }).waitFor();

    // An answer the account page cannot use (as after a broken deploy): the page must not go blank.
    const details = "**/api/account/details*";
    // React reports the render error it caught; the page shows it on demand.
    harness.allowConsoleErrors(page, /reading 'subscriptionPlan'/);
    await page.route(details, (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{}" }));
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Something went wrong!" }).waitFor();
    await page.locator("header").getByRole("link", { name: "Goji home" }).waitFor();
    expect(await page.locator("pre").count()).toBe(0);
    await page.getByRole("button", { name: "Show Error" }).click();
    expect((await page.locator("pre").textContent())?.length).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Hide Error" }).click();
    expect(await page.locator("pre").count()).toBe(0);
    await harness.screenshot(page, "error-page");

    await page.unroute(details);
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByRole("heading", { level: 1, name: "Account Settings" }).waitFor();
  });

  it("scrolls to the top when the path changes", async () => {
    const page = await harness.newPage();
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The app has started once the header says Sign In; before, the link is a plain link (a full page load).
    await page.getByRole("link", { name: "Sign In" }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await page.locator("footer").getByRole("link", { name: "Terms", exact: true }).click();
    await page.waitForURL("**/terms");
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe("bundle", () => {
  const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<
    string,
    { file: string; src?: string; isEntry?: boolean }
  >;

  /** Build files for a source module, including TanStack's split virtual modules (`route.tsx?tsr-split=…`). */
  const chunksOf = (source: string) =>
    Object.entries(manifest)
      .filter(([key]) => key.split("?")[0] === source)
      .map(([, chunk]) => `/${chunk.file}`);

  async function loadHome() {
    const page = await harness.newPage();
    // `bytes` is asked for only by the test that needs it: a size request still pending when the context closes
    // would reject with nobody listening (an unhandled rejection fails the whole run).
    const scripts: Array<{ path: string; bytes: () => Promise<number>; encoding: string | undefined }> = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith(".js")) return;
      scripts.push({
        path: url.pathname,
        bytes: () =>
          response
            .request()
            .sizes()
            .then((sizes) => sizes.responseBodySize),
        encoding: response.headers()["content-encoding"],
      });
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    return { page, scripts };
  }

  it(`transfers at most ${BUNDLE_BUDGET_BYTES / 1024} KB of JavaScript for the home page`, async () => {
    const { scripts } = await loadHome();
    const sizes = await Promise.all(scripts.map(async (script) => ({ ...script, bytes: await script.bytes() })));
    const total = sizes.reduce((sum, script) => sum + script.bytes, 0);

    const entry = sizes.find((script) => script.path === `/${manifest["index.html"]?.file}`);
    // The budget is about compressed transfer: the entry must arrive pre-compressed.
    expect(entry?.encoding).toMatch(/^(br|gzip)$/);
    expect(total).toBeGreaterThan(0);
    expect(total, `JS transferred: ${sizes.map((s) => `${s.path} ${s.bytes}`).join(", ")}`).toBeLessThanOrEqual(
      BUNDLE_BUDGET_BYTES,
    );
  });

  it("does not load the account, admin or docs code on the home page", async () => {
    const { scripts } = await loadHome();
    const loaded = new Set(scripts.map((script) => script.path));

    for (const route of ["src/web/routes/account.tsx", "src/web/routes/admin/index.tsx", "src/web/routes/docs/$.tsx"]) {
      const chunks = chunksOf(route);
      expect(chunks.length, `no chunk found for ${route} in the manifest`).toBeGreaterThan(0);
      for (const chunk of chunks) expect(loaded.has(chunk), `${route} → ${chunk} was loaded on /`).toBe(false);
    }
    const docPages = Object.values(manifest).filter((chunk) => chunk.src?.startsWith("content/docs/"));
    expect(docPages.length).toBeGreaterThan(0);
    for (const chunk of docPages) expect(loaded.has(`/${chunk.file}`), chunk.file).toBe(false);

    // And nothing of the docs loader sits inside the entry chunk itself.
    const entryCode = readFileSync(`dist/client/${manifest["index.html"]?.file}`, "utf8");
    expect(entryCode).not.toContain("MDX file not found for path");
  });
});

describe("response headers on the production server", () => {
  // Under @hono/node-server these go onto Node's response directly (lib/response-headers.ts); the
  // integration tests see the other path, through app.request().
  it("carries the security headers and a request id on pages, API answers, errors and better-auth's answers", async () => {
    for (const path of [
      "/",
      "/api/health",
      "/api/no-such-route",
      "/api/auth/get-session",
      "/assets/does-not-exist.js",
    ]) {
      const res = await fetch(new URL(path, harness.baseUrl));
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
    }
    const answered = await fetch(new URL("/api/no-such-route", harness.baseUrl), {
      headers: { "x-request-id": "trace-42" },
    });
    expect(answered.headers.get("x-request-id")).toBe("trace-42");
    expect((await answered.json()).error.requestId).toBe("trace-42");
    expect(answered.headers.get("content-type")).toContain("application/json");
  });
});

describe("browser-test harness", () => {
  // Built on the harness's own browser but outside newPage(), so the errors provoked here fail no test.
  it("collects console errors and uncaught exceptions from every page of a context, less the allowed ones", async () => {
    const context = await harness.browser.newContext({ baseURL: harness.baseUrl });
    try {
      const problems = collectPageProblems(context, [/expected noise/]);
      const page = await context.newPage();
      await page.goto("/");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.evaluate(() => {
        console.error("expected noise from a test");
        console.error("a real mistake");
        console.warn("only a warning");
        setTimeout(() => {
          throw new Error("thrown after load");
        });
      });
      const popup = await context.newPage();
      await popup.goto("/api/no-such-route");
      await expect.poll(() => problems.unexpected().length).toBe(3);
      const found = problems.unexpected().join("\n");
      expect(found).toContain("console.error: a real mistake");
      expect(found).toContain("uncaught Error: thrown after load");
      expect(found).toMatch(/status of 404 .*\/api\/no-such-route/);
      expect(found).not.toContain("expected noise");
      problems.allow([/a real mistake/, /thrown after load/, /no-such-route/]);
      expect(problems.unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("browser-test harness: a page opened in beforeAll", () => {
  // Such a page lives for the whole file (its context is not closed after the first test) and is still checked.
  let shared: Page;
  beforeAll(async () => {
    shared = await harness.newPage();
  });

  it("serves a first test", async () => {
    await shared.goto("/");
    await shared.getByRole("heading", { level: 1 }).waitFor();
  });

  it("is still open in the next test", async () => {
    expect(shared.isClosed()).toBe(false);
    await shared.goto("/pricing");
    await shared.getByRole("heading", { level: 1 }).waitFor();
  });
});

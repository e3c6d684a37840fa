import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import type { AxeResults, Result, RunOptions } from "axe-core";

type WindowWithAxe = Window & { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Rules and impacts that fail a test: any critical or serious violation (docs/testing.md, decision 042). */
const FAILING_IMPACTS = new Set(["critical", "serious"]);

/** Every WCAG 2.x A/AA rule and axe's best practices. */
const ALL_RULES: RunOptions["runOnly"] = {
  type: "tag",
  values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
};
/** What a change of theme can break: the rules that read colours. */
const COLOUR_RULES: RunOptions["runOnly"] = { type: "rule", values: ["color-contrast", "link-in-text-block"] };

/**
 * Runs axe-core on the page as it is now (open dialogs and menus included) and throws a readable report of
 * every critical or serious violation: every rule in the light theme, then — on the same page, switched to the
 * dark theme through the system preference — the rules that read colours, then back to light. A theme only
 * changes colours, so this checks both themes without opening every state twice. axe is evaluated through the
 * DevTools protocol, which the page's CSP does not govern, so the app's `script-src` stays as strict in tests as
 * in production.
 */
export async function expectNoSeriousA11yViolations(page: Page, state: string): Promise<void> {
  await holdToasts(page);
  try {
    await expectNone(page, `${state}, light`, ALL_RULES);
    await switchTheme(page, "dark");
    try {
      await expectNone(page, `${state}, dark`, COLOUR_RULES);
    } finally {
      await switchTheme(page, "light");
    }
  } finally {
    // Lets the toasts' timers run again, so the test's next steps see them leave as a user would.
    await page.mouse.move(0, 0);
  }
}

/**
 * A toast on screen is part of the state being checked, so it must be measured as the user reads it: sonner
 * mounts a toast at opacity 0 and fades it in from the next frame (a CI run once measured one at 65 % opacity,
 * 3:1 instead of its 6:1), and takes it away after 4 s — possibly halfway through the two theme checks. This
 * waits until every toast is mounted and holds them the way a user does, with the pointer over the toaster
 * (sonner pauses its timers while the toaster is hovered).
 */
async function holdToasts(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("[data-sonner-toast]")].every(
        (toast) => toast.getAttribute("data-mounted") === "true",
      ),
    undefined,
    { timeout: 5_000 },
  );
  const toast = page.locator('[data-sonner-toast][data-removed="false"]').first();
  if ((await toast.count()) > 0) await toast.hover({ force: true, timeout: 2_000 }).catch(() => undefined);
}

async function expectNone(page: Page, state: string, rules: RunOptions["runOnly"]): Promise<void> {
  const results = await runAxe(page, rules);
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""));
  if (failing.length > 0) throw new Error(`axe: ${state} (${page.url()})\n${failing.map(describe).join("\n")}`);
}

/**
 * Changes the system preference and waits until the page shows it (`<html class="dark">`, which every page
 * follows live: the app's theme store, and the inline theme script on the server-rendered outbox). A page that
 * does not follow fails here, so the dark check can never pass by looking at the light theme.
 */
async function switchTheme(page: Page, scheme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page
    .waitForFunction((dark) => document.documentElement.classList.contains("dark") === dark, scheme === "dark", {
      timeout: 5_000,
    })
    .catch(() => {
      throw new Error(
        `The page did not switch to the ${scheme} theme when the system preference changed: ${page.url()}`,
      );
    });
}

async function runAxe(page: Page, rules: RunOptions["runOnly"]): Promise<AxeResults> {
  // A toast or dialog still fading in is measured at its transient, paler colours: wait for finite
  // animations and transitions to end (spinners and pulses run forever and are left alone). A transition
  // starts on the frame after its style changed, so two frames pass first.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(
    (runOnly) => (window as unknown as WindowWithAxe).axe.run(document, { resultTypes: ["violations"], runOnly }),
    rules,
  );
}

function describe(violation: Result): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map(
      (node) =>
        `      ${node.target.join(" ")}: ${node.html.slice(0, 240)}\n        ${(node.failureSummary ?? "").replace(/\n/g, "\n        ")}`,
    )
    .join("\n");
  const more = violation.nodes.length > 5 ? `\n      … and ${violation.nodes.length - 5} more` : "";
  return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${nodes}${more}`;
}

import type { Page } from "playwright-core";

interface ShiftLog {
  __layoutShifts: string[];
}

/**
 * Records every layout shift of the pages opened after this call (Chromium's `layout-shift` entries), each as
 * "<score> <tag of each moved element> (in <main|footer|header>)". Call before the first `goto`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as ShiftLog).__layoutShifts = log;
    type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const moved = (entry.sources ?? []).map(({ node }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          // The page's own regions, outermost first (a page may hold a <header> of its own inside <main>).
          const region = ["main", "footer", "header"].find((tag) => element?.closest(tag)) ?? "page";
          return `${element?.outerHTML.slice(0, 80) ?? "?"} (in ${region})`;
        });
        log.push(`${entry.value.toFixed(4)} ${moved.join(" | ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts recorded so far on the page's current document, once the frames that painted them are reported. */
export async function layoutShifts(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as ShiftLog).__layoutShifts);
}

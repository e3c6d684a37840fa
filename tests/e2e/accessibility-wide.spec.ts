import { describe, expect, it } from "vitest";
import { describeAccessibilityAt } from "./support/accessibility-suite.ts";
import { expectNoSeriousA11yViolations as expectAccessible } from "./support/axe.ts";

/** The accessibility check at 1280 px (support/accessibility-suite.ts), and a test of the check itself. */
const harness = describeAccessibilityAt(1280);

describe("the accessibility check itself", () => {
  it("catches a colour that fails only in the dark theme, and one that fails only in the light theme", async () => {
    const page = await harness.newPage();
    await page.goto("/pricing");
    await page.locator("main h1").first().waitFor();
    // A line of text whose colour the probe's style sheet decides, per theme.
    await page.evaluate(() => {
      const probe = document.createElement("p");
      probe.id = "a11y-probe";
      probe.textContent = "A line of text that has to stay readable.";
      document.querySelector("main")?.prepend(probe);
    });
    const styled = (css: string) => page.addStyleTag({ content: css });
    await expectAccessible(page, "/pricing with the probe");

    const darkOnly = await styled(".dark #a11y-probe { color: #2a2a2e; }"); // dark grey on the dark background
    await expect(expectAccessible(page, "dark-only slip")).rejects.toThrow(/dark-only slip, dark[\s\S]*color-contrast/);
    await darkOnly.evaluate((style) => (style as HTMLStyleElement).remove());
    await styled(":root:not(.dark) #a11y-probe { color: #e4e4e7; }"); // light grey on white
    await expect(expectAccessible(page, "light-only slip")).rejects.toThrow(
      /light-only slip, light[\s\S]*color-contrast/,
    );
  });
});

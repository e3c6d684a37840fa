import { describeAccessibilityAt } from "./support/accessibility-suite.ts";

/** The accessibility check at 375 px (support/accessibility-suite.ts). */
describeAccessibilityAt(375);

import { describe, expect, it } from "vitest";
import { currentFirstRunStep, isStepDone } from "./first-run-steps";

describe("the first-run steps", () => {
  it("starts at getting the plugin and moves on as each fact arrives", () => {
    expect(currentFirstRunStep({ pluginFetched: false, connected: false, requestSeen: false })).toBe("get-plugin");
    expect(currentFirstRunStep({ pluginFetched: true, connected: false, requestSeen: false })).toBe("connect");
    expect(currentFirstRunStep({ pluginFetched: true, connected: true, requestSeen: false })).toBe("first-request");
    expect(currentFirstRunStep({ pluginFetched: true, connected: true, requestSeen: true })).toBeNull();
  });

  it("lets later evidence complete earlier steps (another browser, a key made before)", () => {
    expect(currentFirstRunStep({ pluginFetched: false, connected: true, requestSeen: false })).toBe("first-request");
    expect(currentFirstRunStep({ pluginFetched: false, connected: false, requestSeen: true })).toBeNull();
  });

  it("marks the steps before the current one done, and all of them once finished", () => {
    expect(isStepDone("get-plugin", "connect")).toBe(true);
    expect(isStepDone("connect", "connect")).toBe(false);
    expect(isStepDone("first-request", "connect")).toBe(false);
    expect(isStepDone("first-request", null)).toBe(true);
  });
});

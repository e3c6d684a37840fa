import { describe, expect, it } from "vitest";
import { trackInFlight } from "./in-flight.ts";

describe("trackInFlight", () => {
  it("resolves idle() only once every running handler has returned, failed ones included", async () => {
    const releases: Array<() => void> = [];
    const tracked = trackInFlight(
      (fail: boolean) =>
        new Promise<string>((resolve, reject) => {
          releases.push(() => (fail ? reject(new Error("handler failed")) : resolve("done")));
        }),
    );
    await tracked.idle(); // nothing running: resolves at once

    const first = tracked.fetch(false);
    const second = tracked.fetch(true).catch((error: Error) => error.message);
    expect(tracked.count).toBe(2);
    let idle = false;
    const waiting = tracked.idle().then(() => {
      idle = true;
    });

    releases[0]?.();
    expect(await first).toBe("done");
    expect(idle).toBe(false);
    releases[1]?.();
    expect(await second).toBe("handler failed");
    await waiting;
    expect(idle).toBe(true);
    expect(tracked.count).toBe(0);
  });
});

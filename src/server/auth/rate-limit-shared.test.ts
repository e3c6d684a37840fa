import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, uniqueEmail } from "../test-utils/auth-helpers.ts";
import { createTestApp, startSecondInstance, type TestApp } from "../test-utils/test-app.ts";

/**
 * Rate limits must hold across instances: two app instances on one database (as behind a load
 * balancer) share the sign-in counter, so switching instance does not reset it.
 */
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = startSecondInstance(first);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe("rate limits across instances", () => {
  it("counts sign-in attempts from one client on every instance together", async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const instance = i % 2 === 0 ? first : second;
      statuses.push((await signIn(instance, email, "wrong-password-1", "10.77.0.1")).response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });

  it.runIf(process.env.TEST_REDIS_URL)(
    "shares the counters through Redis when REDIS_URL is set, even across databases",
    async () => {
      // Two instances on separate databases: only Redis can carry the count from one to the other.
      const a = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? "" });
      const b = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? "" });
      const email = uniqueEmail();
      const ip = `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await signIn(i % 2 === 0 ? a : b, email, "wrong-password-1", ip)).response.status);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses[5]).toBe(429);
      await a.close();
      await b.close();
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, request } from "../../test-utils/auth-helpers.ts";
import { generateKey, setPoolTotal, spend } from "../../test-utils/plugin-helpers.ts";
import { createStudioAs } from "../../test-utils/studio-helpers.ts";
import { createTestApp, type TestApp } from "../../test-utils/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/account/usage.csv", () => {
  it("lists the cycle's personal events only, oldest first, with spreadsheet formulas defused", async () => {
    const person = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    const key = await generateKey(t, person);
    expect((await spend(t, key, { amount: 2, feature: "script-assist", idempotencyKey: "first-1" })).status).toBe(200);
    expect((await spend(t, key, { amount: 3, feature: "=HYPERLINK(1)", idempotencyKey: "second-2" })).status).toBe(200);
    // Not in it: a studio's events and someone else's.
    const studio = await createStudioAs(t, person);
    await setPoolTotal(t, { organizationId: studio }, 50);
    expect((await spend(t, await generateKey(t, person, studio), { amount: 7 })).status).toBe(200);
    expect((await spend(t, await generateKey(t, stranger), { amount: 9 })).status).toBe(200);

    const res = await request(t, "/api/account/usage.csv", { cookie: person.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="goji-personal-usage-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("created_at,event_id,amount,feature,api_key,idempotency_key");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^\d{4}-.+Z,[^,]+,2,script-assist,goji_\w+…\w+,first-1$/);
    expect(lines[2]).toMatch(/,3,'=HYPERLINK\(1\),goji_\w+…\w+,second-2$/);
  });

  it("is empty but for its header without usage, and needs a session", async () => {
    const person = await createSignedInUser(t);
    const res = await request(t, "/api/account/usage.csv", { cookie: person.cookie });
    expect(await res.text()).toBe("created_at,event_id,amount,feature,api_key,idempotency_key\r\n");
    expect((await request(t, "/api/account/usage.csv")).status).toBe(401);
  });
});

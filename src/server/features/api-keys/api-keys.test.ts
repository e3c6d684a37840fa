import { describe, expect, it } from "vitest";
import { createSignedInUser, request } from "../../test-utils/auth-helpers.ts";
import { generateKey, me, spend } from "../../test-utils/plugin-helpers.ts";
import { addMemberAs, createStudioAs } from "../../test-utils/studio-helpers.ts";
import { useTestApp, TEST_BASE_URL } from "../../test-utils/test-app.ts";

const t = useTestApp();

describe("POST /api/api-key/generate", () => {
  it("returns a personal key once (no body when no studio is active) and shows it in account details", async () => {
    const user = await createSignedInUser(t);
    const res = await t.app.request("/api/api-key/generate", {
      method: "POST",
      headers: { cookie: user.cookie, origin: TEST_BASE_URL },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const { apiKey } = await res.json();
    expect(apiKey).toMatch(/^goji_[0-9A-Za-z]{40}$/);
    expect((await me(t, apiKey)).status).toBe(200);

    const details = await (await request(t, "/api/account/details", { cookie: user.cookie })).json();
    expect(details).toMatchObject({ hasPersonalApiKey: true, hasOrganizationApiKey: false });
  });

  it("generates a studio key for a member of the studio, separate from the personal key", async () => {
    const owner = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner);
    const personal = await generateKey(t, owner);
    const studio = await generateKey(t, owner, studioId);
    expect((await (await me(t, personal)).json()).organization).toBeNull();
    expect((await (await me(t, studio)).json()).organization).toMatchObject({ id: studioId });

    const details = await (
      await request(t, `/api/account/details?activeOrgId=${studioId}`, { cookie: owner.cookie })
    ).json();
    expect(details).toMatchObject({ hasPersonalApiKey: true, hasOrganizationApiKey: true });
  });

  it("revokes the previous key of the same scope at once, and only that one", async () => {
    const owner = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner);
    const personal = await generateKey(t, owner);
    const oldStudioKey = await generateKey(t, owner, studioId);
    expect((await spend(t, oldStudioKey)).status).not.toBe(401); // cached now
    const newStudioKey = await generateKey(t, owner, studioId);

    for (const res of [await me(t, oldStudioKey), await spend(t, oldStudioKey)]) {
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe("unauthorized");
    }
    expect((await me(t, newStudioKey)).status).toBe(200);
    expect((await me(t, personal)).status).toBe(200);
  });

  it("answers a studio the caller is not in like a missing one (404), and bad input with 422 / 400", async () => {
    const owner = await createSignedInUser(t);
    const outsider = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner);
    const foreign = await request(t, "/api/api-key/generate", {
      json: { organizationId: studioId },
      cookie: outsider.cookie,
    });
    const missing = await request(t, "/api/api-key/generate", {
      json: { organizationId: "no-such-studio" },
      cookie: outsider.cookie,
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({
      error: { code: "not_found", message: (await missing.json()).error.message },
    });

    expect(
      (await request(t, "/api/api-key/generate", { json: { organizationId: "" }, cookie: owner.cookie })).status,
    ).toBe(422);
    expect(
      (await request(t, "/api/api-key/generate", { json: { organizationId: 42 }, cookie: owner.cookie })).status,
    ).toBe(422);
    expect(
      (await request(t, "/api/api-key/generate", { json: { organizationId: "x".repeat(101) }, cookie: owner.cookie }))
        .status,
    ).toBe(422);
    const notJson = await t.app.request("/api/api-key/generate", {
      method: "POST",
      headers: { cookie: owner.cookie, origin: TEST_BASE_URL, "content-type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
  });

  it("refuses a body sent as another media type (415) and keeps every key, where it once rotated the personal one", async () => {
    const member = await createSignedInUser(t);
    const studioId = await createStudioAs(t, member);
    const personal = await generateKey(t, member);
    const studio = await generateKey(t, member, studioId);
    const body = JSON.stringify({ organizationId: studioId });
    const otherMediaTypes: Array<Record<string, string>> = [
      { "content-type": "text/plain" },
      { "content-type": "application/x-www-form-urlencoded" },
      { "content-length": String(body.length) },
    ];
    for (const headers of otherMediaTypes) {
      const res = await t.app.request("/api/api-key/generate", {
        method: "POST",
        headers: { cookie: member.cookie, origin: TEST_BASE_URL, ...headers },
        body,
      });
      expect(res.status, JSON.stringify(headers)).toBe(415);
      expect((await res.json()).error).toMatchObject({
        code: "unsupported_media_type",
        message: "Send the body as JSON, with Content-Type: application/json.",
      });
    }
    expect((await me(t, personal)).status).toBe(200);
    expect((await me(t, studio)).status).toBe(200);
  });

  it("needs a session", async () => {
    const res = await request(t, "/api/api-key/generate", { json: {} });
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toBe("Authentication required");
  });
});

describe("GET /api/api-key/current", () => {
  it("shows the live key's display parts, creation and last use, per scope", async () => {
    const owner = await createSignedInUser(t);
    const member = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner);
    await addMemberAs(t, studioId, member.userId, "member");

    const none = await request(t, "/api/api-key/current", { cookie: member.cookie });
    expect(await none.json()).toEqual({ key: null });

    const key = await generateKey(t, member, studioId);
    const fresh = await (
      await request(t, `/api/api-key/current?organizationId=${studioId}`, { cookie: member.cookie })
    ).json();
    expect(fresh.key).toMatchObject({ prefix: key.slice(0, 10), suffix: key.slice(-5), lastUsedAt: null });
    expect(Date.parse(fresh.key.createdAt)).not.toBeNaN();
    expect(JSON.stringify(fresh)).not.toContain(key);

    await me(t, key);
    await expect
      .poll(
        async () =>
          (
            await (
              await request(t, `/api/api-key/current?organizationId=${studioId}`, { cookie: member.cookie })
            ).json()
          ).key.lastUsedAt,
      )
      .not.toBeNull();
    expect(await (await request(t, "/api/api-key/current", { cookie: member.cookie })).json()).toEqual({ key: null });
  });

  it("refuses another studio's key (404), bad input (422) and no session (401)", async () => {
    const owner = await createSignedInUser(t);
    const outsider = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner);
    await generateKey(t, owner, studioId);
    expect(
      (await request(t, `/api/api-key/current?organizationId=${studioId}`, { cookie: outsider.cookie })).status,
    ).toBe(404);
    expect(
      (await request(t, `/api/api-key/current?organizationId=${"x".repeat(101)}`, { cookie: owner.cookie })).status,
    ).toBe(422);
    expect((await request(t, "/api/api-key/current")).status).toBe(401);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKey, organizationAuditEvent } from "../../db/schema/index.ts";
import { cookiesFrom, createSignedInUser, request } from "../../test-utils/auth-helpers.ts";
import { connectDevice } from "../../test-utils/device-helpers.ts";
import { generateKey, me, spend } from "../../test-utils/plugin-helpers.ts";
import { addMemberAs, createStudioAs } from "../../test-utils/studio-helpers.ts";
import { createTestApp, type TestApp } from "../../test-utils/test-app.ts";
import type { ConnectedDevice } from "../../../shared/devices.ts";
import { hashApiKey } from "../api-keys/key-format.ts";

const ADMIN_EMAIL = "devices-admin@example.test";
let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  admin = await createSignedInUser(t, { email: ADMIN_EMAIL });
});
afterAll(async () => {
  await t.close();
});

const listDevices = async (user: { cookie: string }, organizationId?: string) => {
  const res = await request(t, `/api/devices${organizationId ? `?organizationId=${organizationId}` : ""}`, {
    cookie: user.cookie,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ConnectedDevice[];
};
const revoke = (user: { cookie: string }, id: string) =>
  request(t, `/api/devices/${encodeURIComponent(id)}`, { method: "DELETE", cookie: user.cookie });

describe("GET /api/devices", () => {
  it("lists the scope's devices with their self-description, scope, creation and last use — never a key", async () => {
    const owner = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner, "Lumen Works");
    const laptop = await connectDevice(t, owner, null, {
      device_name: "Laptop",
      device_os: "Windows 11",
      plugin_version: "2.4.1",
    });
    await connectDevice(t, owner, studioId, { device_name: "Studio PC" });

    const personal = await listDevices(owner);
    expect(personal).toEqual([
      {
        id: expect.any(String),
        device: { name: "Laptop", os: "Windows 11", version: "2.4.1" },
        organization: null,
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(personal)).not.toContain(laptop);
    const studio = await listDevices(owner, studioId);
    expect(studio.map((d) => [d.device.name, d.organization])).toEqual([
      ["Studio PC", { id: studioId, name: "Lumen Works" }],
    ]);

    await me(t, laptop);
    await expect.poll(async () => (await listDevices(owner))[0]?.lastUsedAt).not.toBeNull();
  });

  it("refuses another user's studio (404), bad input (422) and no session (401)", async () => {
    const owner = await createSignedInUser(t);
    const outsider = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner);
    expect((await request(t, `/api/devices?organizationId=${studioId}`, { cookie: outsider.cookie })).status).toBe(404);
    expect((await request(t, `/api/devices?organizationId=${"x".repeat(101)}`, { cookie: owner.cookie })).status).toBe(
      422,
    );
    expect((await request(t, "/api/devices")).status).toBe(401);
  });
});

describe("DELETE /api/devices/:id", () => {
  it("revokes one device at once (401 on this instance and on another), leaving the others and the manual key", async () => {
    const { createServices } = await import("../../services.ts");
    const { createApp } = await import("../../app.ts");
    const { createLogger } = await import("../../lib/logger.ts");
    const otherServices = createServices(t.config, t.database, createLogger("silent"));
    const other = createApp(otherServices);
    try {
      const user = await createSignedInUser(t);
      const manual = await generateKey(t, user);
      const first = await connectDevice(t, user, null, { device_name: "First" });
      const second = await connectDevice(t, user, null, { device_name: "Second" });
      const onOther = (key: string) => other.request("/api/v1/me", { headers: { authorization: `Bearer ${key}` } });
      await expect.poll(async () => (await onOther(first)).status).toBe(200);
      expect((await spend(t, first)).status).toBe(200);

      const target = (await listDevices(user)).find((d) => d.device.name === "First");
      const res = await revoke(user, target?.id ?? "");
      expect(res.status).toBe(200);
      expect((await me(t, first)).status).toBe(401);
      await otherServices.plugin.keyInvalidation.sync();
      expect((await onOther(first)).status).toBe(401);
      for (const key of [second, manual]) expect((await me(t, key)).status).toBe(200);
      expect((await listDevices(user)).map((d) => d.device.name)).toEqual(["Second"]);
      expect((await revoke(user, target?.id ?? "")).status).toBe(404);
    } finally {
      await otherServices.close({ keepDatabase: true });
    }
  });

  it("answers another user's device, or a manual key's id, like a missing one (404), and records studio revocations", async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner);
    const key = await connectDevice(t, owner, studioId, { device_name: "Shared rig" });
    const [device] = await listDevices(owner, studioId);
    expect((await revoke(other, device?.id ?? "")).status).toBe(404);
    expect((await me(t, key)).status).toBe(200);

    const manual = await generateKey(t, owner);
    const [manualRow] = await t.database.db
      .select()
      .from(apiKey)
      .where(eq(apiKey.keyHash, hashApiKey(manual)));
    expect((await revoke(owner, manualRow?.id ?? "")).status).toBe(404);
    expect((await me(t, manual)).status).toBe(200);

    expect((await revoke(owner, device?.id ?? "")).status).toBe(200);
    const events = await t.database.db
      .select()
      .from(organizationAuditEvent)
      .where(eq(organizationAuditEvent.organizationId, studioId));
    expect(events.map((e) => e.action).sort()).toEqual(["device.connected", "device.revoked", "studio.created"]);
  });
});

describe("device keys beside the manual key", () => {
  it("are not the manual key: regenerating it leaves them alone and the API key card does not count them", async () => {
    const user = await createSignedInUser(t);
    const device = await connectDevice(t, user);
    const details = await (await request(t, "/api/account/details", { cookie: user.cookie })).json();
    expect(details).toMatchObject({ hasPersonalApiKey: false });
    expect(await (await request(t, "/api/api-key/current", { cookie: user.cookie })).json()).toEqual({ key: null });

    const firstManual = await generateKey(t, user);
    await generateKey(t, user);
    expect((await me(t, firstManual)).status).toBe(401);
    expect((await me(t, device)).status).toBe(200);
    expect(await listDevices(user)).toHaveLength(1);
  });

  it("keep working when the user logs out everywhere else: they are keys, not sessions", async () => {
    const user = await createSignedInUser(t);
    const key = await connectDevice(t, user, null, { device_name: "Laptop" });
    const revoked = await request(t, "/api/auth/revoke-other-sessions", { json: {}, cookie: user.cookie });
    expect(revoked.status).toBe(200);
    expect((await me(t, key)).status).toBe(200);
    expect((await spend(t, key)).status).toBe(200);
  });

  it("stop working like manual keys when the user is banned (and again after unban), or the studio is deleted", async () => {
    const owner = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner);
    const personal = await connectDevice(t, owner);
    const studio = await connectDevice(t, owner, studioId);

    const ban = await request(t, "/api/auth/admin/ban-user", {
      json: { userId: owner.userId, banReason: "Abusing the plugin API" },
      cookie: admin.cookie,
    });
    expect(ban.status).toBe(200);
    for (const key of [personal, studio]) {
      const res = await me(t, key);
      expect(res.status).toBe(401);
      expect((await res.json()).error.message).toBe("This account has been banned.");
    }
    await request(t, "/api/auth/admin/unban-user", { json: { userId: owner.userId }, cookie: admin.cookie });
    expect((await me(t, studio)).status).toBe(200);

    const signedIn = await request(t, "/api/auth/sign-in/email", {
      json: { email: owner.email, password: owner.password },
      ip: "10.66.0.1",
    });
    // The ban ended the owner's sessions: sign in again to delete the studio.
    const cookie = cookiesFrom(signedIn);
    const deleted = await request(t, "/api/auth/organization/delete", { json: { organizationId: studioId }, cookie });
    expect(deleted.status).toBe(200);
    expect((await me(t, studio)).status).toBe(401);
    expect((await me(t, personal)).status).toBe(200);
  });

  it("show as device keys, with the device's name, on the admin's user page", async () => {
    const user = await createSignedInUser(t);
    await connectDevice(t, user, null, { device_name: "Build server" });
    await generateKey(t, user);
    const detail = await (await request(t, `/api/admin/users/${user.userId}`, { cookie: admin.cookie })).json();
    expect(
      (detail.apiKeys as Array<{ kind: string; deviceName: string | null }>)
        .map((key) => [key.kind, key.deviceName])
        .sort(),
    ).toEqual([
      ["device", "Build server"],
      ["manual", null],
    ]);
  });

  it("are removed with a deleted user", async () => {
    const user = await createSignedInUser(t);
    const key = await connectDevice(t, user);
    const removed = await request(t, "/api/auth/admin/remove-user", {
      json: { userId: user.userId, reason: "Account closed on request" },
      cookie: admin.cookie,
    });
    expect(removed.status).toBe(200);
    expect((await me(t, key)).status).toBe(401);
  });

  it("of a member who leaves a studio are revoked, and do not come back when they rejoin", async () => {
    const owner = await createSignedInUser(t);
    const worker = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner);
    await addMemberAs(t, studioId, worker.userId, "member");
    const key = await connectDevice(t, worker, studioId);
    const left = await request(t, "/api/auth/organization/leave", {
      json: { organizationId: studioId },
      cookie: worker.cookie,
    });
    expect(left.status).toBe(200);
    expect((await me(t, key)).status).toBe(401);
    await addMemberAs(t, studioId, worker.userId, "member");
    expect((await me(t, key)).status).toBe(401);
    expect(await listDevices(worker, studioId)).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKey, deviceAuthorization, member, organizationAuditEvent } from "../../db/schema/index.ts";
import { createSignedInUser, latestMail, request } from "../../test-utils/auth-helpers.ts";
import {
  approveDevice,
  denyDevice,
  manualClock,
  pollToken,
  randomIp,
  startDeviceFlow,
} from "../../test-utils/device-helpers.ts";
import { me, setPoolTotal, spend } from "../../test-utils/plugin-helpers.ts";
import { addMemberAs, createStudioAs } from "../../test-utils/studio-helpers.ts";
import { createTestApp, type TestApp } from "../../test-utils/test-app.ts";
import { impersonate } from "../admin/admin-test-helpers.ts";
import { DEVICE_KEYS_PER_SCOPE } from "../../../shared/devices.ts";

const ADMIN_EMAIL = "device-admin@example.test";
const clock = manualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL }, { clock: clock.now });
});
afterAll(async () => {
  await t.close();
});

const lookup = (user: { cookie: string }, code: string, ip?: string) =>
  request(t, `/api/device/requests/${encodeURIComponent(code)}`, { cookie: user.cookie, ip });

/** A code of the right shape that no request has (the alphabet's last letters, unlikely to be drawn). */
const unknownCode = (i: number) =>
  `ZZZZ-ZZ${"BCDFGHJKLMNPQRSTVWXZ"[Math.floor(i / 20) % 20]}${"BCDFGHJKLMNPQRSTVWXZ"[i % 20]}`;

describe("the approval page's view of a code", () => {
  it("shows the device's self-description, when and from where it asked, for the code typed any way", async () => {
    const user = await createSignedInUser(t);
    const ip = randomIp();
    const flow = await startDeviceFlow(
      t,
      { device_name: "Ada's MacBook Pro", device_os: "macOS 15.2", plugin_version: "2.4.1" },
      ip,
    );
    for (const typed of [flow.user_code, flow.user_code.toLowerCase(), ` ${flow.user_code.replace("-", " ")} `]) {
      const res = await lookup(user, typed);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toContain("no-store");
      expect(await res.json()).toEqual({
        userCode: flow.user_code,
        status: "pending",
        device: { name: "Ada's MacBook Pro", os: "macOS 15.2", version: "2.4.1" },
        requestedAt: clock.now().toISOString(),
        requestIp: ip,
        expiresAt: new Date(clock.now().getTime() + 15 * 60_000).toISOString(),
      });
    }
  });

  it("says when a code expired or was already used, and refuses deciding it again (409)", async () => {
    const user = await createSignedInUser(t);
    const used = await startDeviceFlow(t);
    expect((await approveDevice(t, user, used.user_code)).status).toBe(200);
    expect(((await (await lookup(user, used.user_code)).json()) as { status: string }).status).toBe("approved");
    const again = await denyDevice(t, user, used.user_code);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toMatch(/already used/);
    expect((await pollToken(t, used.device_code)).status).toBe(200);
    expect(((await (await lookup(user, used.user_code)).json()) as { status: string }).status).toBe("used");

    const late = await startDeviceFlow(t);
    clock.advance(15 * 60_000);
    expect(((await (await lookup(user, late.user_code)).json()) as { status: string }).status).toBe("expired");
    const refused = await approveDevice(t, user, late.user_code);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toMatch(/expired/);
  });

  it("answers malformed codes with 422, unknown ones with 404, and needs a session", async () => {
    const user = await createSignedInUser(t);
    expect((await lookup(user, "ABCD-EFGH")).status).toBe(422); // vowels are not in the alphabet
    expect((await lookup(user, "BCDF-GHJ")).status).toBe(422);
    const unknown = await lookup(user, unknownCode(1));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toContain("No device is waiting for this code");
    const flow = await startDeviceFlow(t);
    expect((await request(t, `/api/device/requests/${flow.user_code}`)).status).toBe(401);
    expect(
      (await request(t, `/api/device/requests/${flow.user_code}/approve`, { json: { organizationId: null } })).status,
    ).toBe(401);
    expect((await approveDevice(t, user, flow.user_code, "" as unknown as null)).status).toBe(422);
  });
});

describe("wrong codes are rate-limited", () => {
  it("per user: the 11th wrong code in 15 minutes is refused (429), right codes included, until the window ends", async () => {
    const user = await createSignedInUser(t);
    const flow = await startDeviceFlow(t);
    // Right codes are not guesses: they never use up the budget.
    for (let i = 0; i < 12; i += 1) expect((await lookup(user, flow.user_code, randomIp())).status).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await lookup(user, unknownCode(i), randomIp())).status).toBe(404);
    const refused = await lookup(user, flow.user_code, randomIp());
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toMatch(/Too many wrong codes/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await approveDevice(t, user, flow.user_code, null, randomIp())).status).toBe(429);
    // Another user is not affected; this one is again after the window.
    expect((await lookup(await createSignedInUser(t), flow.user_code)).status).toBe(200);
    clock.advance(15 * 60_000);
    const fresh = await startDeviceFlow(t);
    expect((await lookup(user, fresh.user_code, randomIp())).status).toBe(200);
  });

  it("per address: 30 wrong codes from one address, whoever types them, then 429 for everyone there", async () => {
    const ip = randomIp();
    const users = await Promise.all([0, 1, 2, 3].map(() => createSignedInUser(t)));
    for (let i = 0; i < 30; i += 1) {
      const res = await lookup(users[i % 4]!, unknownCode(100 + i), ip);
      expect(res.status).toBe(404);
    }
    const flow = await startDeviceFlow(t);
    expect((await lookup(users[0]!, flow.user_code, ip)).status).toBe(429);
    expect((await lookup(users[0]!, flow.user_code, randomIp())).status).toBe(200);
  });

  it("counts guesses made at once exactly: no more than the budget get through", async () => {
    const user = await createSignedInUser(t);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => lookup(user, unknownCode(200 + i), randomIp())),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });
});

describe("approving", () => {
  it("for personal credits: a key of the personal scope and a security e-mail to the user", async () => {
    const user = await createSignedInUser(t);
    const flow = await startDeviceFlow(t, { device_name: "Render box", device_os: "Windows 11" });
    const res = await approveDevice(t, user, flow.user_code);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "approved", organization: null });
    await expect
      .poll(async () => (await latestMail(t, user.email))?.subject)
      .toBe("A new device was connected to your Goji account");
    const mail = await latestMail(t, user.email);
    expect(mail?.text).toContain("Render box (Windows 11)");
    expect(mail?.text).toContain("your personal credits");
    expect(mail?.text).toContain("http://localhost:3000/account");

    const token = (await (await pollToken(t, flow.device_code)).json()) as { access_token: string };
    expect((await (await me(t, token.access_token)).json()).organization).toBeNull();
  });

  it("for a studio the user is in: a studio key, recorded in the studio's audit trail", async () => {
    const owner = await createSignedInUser(t);
    const worker = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner, "Pixel Forge");
    const memberId = await addMemberAs(t, studioId, worker.userId, "member");
    const flow = await startDeviceFlow(t, { device_name: "Studio PC" });
    const res = await approveDevice(t, worker, flow.user_code, studioId);
    expect(await res.json()).toEqual({ status: "approved", organization: { id: studioId, name: "Pixel Forge" } });
    const events = await t.database.db
      .select()
      .from(organizationAuditEvent)
      .where(eq(organizationAuditEvent.organizationId, studioId));
    expect(events.find((e) => e.action === "device.connected")).toMatchObject({
      actorUserId: worker.userId,
      details: { device: "Studio PC" },
    });
    await expect
      .poll(async () => (await latestMail(t, worker.email))?.text ?? "")
      .toContain("Pixel Forge's studio credits");
    const token = (await (await pollToken(t, flow.device_code)).json()) as { access_token: string };
    expect((await (await me(t, token.access_token)).json()).organization).toEqual({
      id: studioId,
      name: "Pixel Forge",
    });
    // It spends like the member's studio key: within their allocation, from the studio's pool.
    await setPoolTotal(t, { organizationId: studioId }, 1000);
    const allocated = await request(t, `/api/organization/${studioId}/members/${memberId}/allocation`, {
      method: "PUT",
      json: { creditAllocation: 5 },
      cookie: owner.cookie,
    });
    expect(allocated.status).toBe(200);
    expect((await (await me(t, token.access_token)).json()).credits).toMatchObject({ total: 5, remaining: 5 });
    expect((await spend(t, token.access_token, { amount: 5 })).status).toBe(200);
    expect((await spend(t, token.access_token, { amount: 1 })).status).toBe(402);
  });

  it("refuses a studio the user is not in like a missing one (404), and leaves the code pending", async () => {
    const owner = await createSignedInUser(t);
    const outsider = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner);
    const flow = await startDeviceFlow(t);
    const res = await approveDevice(t, outsider, flow.user_code, studioId);
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe("Studio not found.");
    const [row] = await t.database.db
      .select()
      .from(deviceAuthorization)
      .where(eq(deviceAuthorization.userCode, flow.user_code.replace("-", "")));
    expect(row).toMatchObject({ status: "pending", userId: null, organizationId: null });
    const events = await t.database.db
      .select()
      .from(organizationAuditEvent)
      .where(eq(organizationAuditEvent.organizationId, studioId));
    expect(events.filter((e) => e.action === "device.connected")).toHaveLength(0);
    await expect(pollToken(t, flow.device_code).then((r) => r.json())).resolves.toMatchObject({
      error: "authorization_pending",
    });
  });

  it("for a member removed before the plugin collects the key: access_denied and no key", async () => {
    const owner = await createSignedInUser(t);
    const worker = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner);
    const memberId = await addMemberAs(t, studioId, worker.userId, "member");
    const flow = await startDeviceFlow(t);
    expect((await approveDevice(t, worker, flow.user_code, studioId)).status).toBe(200);
    await t.database.db.delete(member).where(eq(member.id, memberId));
    const res = await pollToken(t, flow.device_code);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("access_denied");
    const keys = await t.database.db.select().from(apiKey).where(eq(apiKey.userId, worker.userId));
    expect(keys).toHaveLength(0);
  });

  it("for a member removed after collecting it: the device key is refused at once (401)", async () => {
    const owner = await createSignedInUser(t);
    const worker = await createSignedInUser(t);
    const studioId = await createStudioAs(t, owner);
    const memberId = await addMemberAs(t, studioId, worker.userId, "member");
    const flow = await startDeviceFlow(t);
    expect((await approveDevice(t, worker, flow.user_code, studioId)).status).toBe(200);
    const { access_token: key } = (await (await pollToken(t, flow.device_code)).json()) as { access_token: string };
    expect((await me(t, key)).status).toBe(200);
    const removed = await request(t, "/api/auth/organization/remove-member", {
      json: { memberIdOrEmail: memberId, organizationId: studioId },
      cookie: owner.cookie,
    });
    expect(removed.status).toBe(200);
    expect((await me(t, key)).status).toBe(401);
  });

  it("caps devices per user and scope with a clear message; other scopes and other users are not affected", async () => {
    const user = await createSignedInUser(t);
    const studioId = await createStudioAs(t, user, "Cap Studio");
    // Approvals not yet collected hold a slot too: the cap cannot be passed by approving faster than collecting.
    const flows = [];
    for (let i = 0; i < DEVICE_KEYS_PER_SCOPE; i += 1) {
      const flow = await startDeviceFlow(t);
      expect((await approveDevice(t, user, flow.user_code)).status).toBe(200);
      flows.push(flow);
    }
    for (const flow of flows.slice(0, 4)) expect((await pollToken(t, flow.device_code)).status).toBe(200);
    const extra = await startDeviceFlow(t);
    const refused = await approveDevice(t, user, extra.user_code);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      `You already have ${DEVICE_KEYS_PER_SCOPE} connected devices for your personal credits. Revoke one under Connected devices on your account page, then approve again.`,
    );
    expect((await approveDevice(t, user, extra.user_code, studioId)).status).toBe(200);
    // Revoking one frees a slot.
    const devices = (await (await request(t, "/api/devices", { cookie: user.cookie })).json()) as Array<{ id: string }>;
    expect((await request(t, `/api/devices/${devices[0]!.id}`, { method: "DELETE", cookie: user.cookie })).status).toBe(
      200,
    );
    const next = await startDeviceFlow(t);
    expect((await approveDevice(t, user, next.user_code)).status).toBe(200);
  });

  it("is refused while impersonating, and a denial records no key and sends no e-mail", async () => {
    const user = await createSignedInUser(t);
    const admin = await createSignedInUser(t, { email: ADMIN_EMAIL });
    const flow = await startDeviceFlow(t);
    const { response, cookie } = await impersonate(t, admin, user.userId);
    expect(response.status).toBe(200);
    const asAdmin = await approveDevice(t, { ...user, cookie }, flow.user_code);
    expect(asAdmin.status).toBe(403);
    expect((await asAdmin.json()).error.message).toBe("Devices cannot be connected while impersonating a user.");

    const denied = await denyDevice(t, user, flow.user_code);
    expect(await denied.json()).toEqual({ status: "denied", organization: null });
    expect((await latestMail(t, user.email))?.subject ?? "no mail at all").not.toMatch(/device/);
    await expect(pollToken(t, flow.device_code).then((r) => r.json())).resolves.toMatchObject({
      error: "access_denied",
    });
  });
});

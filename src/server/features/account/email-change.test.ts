import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox, user } from "../../db/schema/index.ts";
import { createSignedInUser, linkIn, request, signIn, uniqueEmail } from "../../test-utils/auth-helpers.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../../test-utils/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

type Person = Awaited<ReturnType<typeof createSignedInUser>>;
const CALLBACK = "/account?from=email-change";
let clients = 0;

const mailsTo = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
const emailOf = async (userId: string) =>
  (await t.database.db.select({ email: user.email }).from(user).where(eq(user.id, userId)))[0]?.email;
/** `password: null` sends none. */
const requestChange = (person: Person, newEmail: string, password: string | null = person.password) =>
  request(t, "/api/auth/change-email", {
    json: { newEmail, callbackURL: CALLBACK, ...(password === null ? {} : { password }) },
    cookie: person.cookie,
    ip: `10.42.0.${(clients += 1)}`,
  });
async function confirmationLink(to: string): Promise<string> {
  const [mail] = (await mailsTo(to)).filter((m) => m.subject === "Confirm your new e-mail address for Goji");
  if (!mail) throw new Error(`no confirmation mail to ${to}`);
  const url = new URL(linkIn(mail.text));
  return url.pathname + url.search;
}
/** Opens a link as a browser would (no session needed); returns where it sends the browser. */
async function open(link: string): Promise<string> {
  const res = await t.app.request(link, { headers: { origin: TEST_BASE_URL } });
  expect(res.status).toBe(302);
  return res.headers.get("location") ?? "";
}

describe("POST /api/auth/change-email", () => {
  it("asks for the current password", async () => {
    const person = await createSignedInUser(t);
    const missing = await requestChange(person, uniqueEmail("new"), null);
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe("Enter your current password.");
    const wrong = await requestChange(person, uniqueEmail("new"), "not-my-password-1");
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe("Incorrect password.");
    const same = await requestChange(person, person.email.toUpperCase());
    expect((await same.json()).message).toBe("This is already your e-mail address.");
    const anonymous = await request(t, "/api/auth/change-email", { json: { newEmail: uniqueEmail(), password: "x" } });
    expect(anonymous.status).toBe(401);
  });

  it("changes the address only when the link sent to the new one is opened, and tells the old one", async () => {
    const person = await createSignedInUser(t);
    const newEmail = uniqueEmail("moved");
    const res = await requestChange(person, newEmail);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: true });
    expect(await emailOf(person.userId)).toBe(person.email);

    const link = await confirmationLink(newEmail);
    expect(await open(link)).toBe(CALLBACK);
    expect(await emailOf(person.userId)).toBe(newEmail);
    const [notice] = await mailsTo(person.email);
    expect(notice?.subject).toBe("Your Goji e-mail address was changed");
    expect(notice?.text).toContain(newEmail);
    expect((await signIn(t, newEmail, person.password, "10.42.1.1")).response.status).toBe(200);
    expect((await signIn(t, person.email, person.password, "10.42.1.1")).response.status).toBe(401);
  });

  it("refuses a link a second time, even after a change back to the old address", async () => {
    const person = await createSignedInUser(t);
    const newEmail = uniqueEmail("twice");
    await requestChange(person, newEmail);
    const link = await confirmationLink(newEmail);
    expect(await open(link)).toBe(CALLBACK);
    expect(await open(link)).toBe(`${CALLBACK}&error=LINK_ALREADY_USED`);

    // Back to the first address through a new link: the old link (bound to that address) still refuses.
    await requestChange({ ...person, email: newEmail }, person.email);
    expect(await open(await confirmationLink(person.email))).toBe(CALLBACK);
    expect(await emailOf(person.userId)).toBe(person.email);
    expect(await open(link)).toBe(`${CALLBACK}&error=LINK_ALREADY_USED`);
    expect(await emailOf(person.userId)).toBe(person.email);
  });

  it("refuses an expired link", async () => {
    const person = await createSignedInUser(t);
    const newEmail = uniqueEmail("late");
    await requestChange(person, newEmail);
    const link = await confirmationLink(newEmail);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    try {
      expect(await open(link)).toBe(`${CALLBACK}&error=TOKEN_EXPIRED`);
    } finally {
      vi.useRealTimers();
    }
    expect(await emailOf(person.userId)).toBe(person.email);
  });

  it("never reveals that the new address has an account: the requester sees the same, the new inbox is told", async () => {
    const person = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const taken = await requestChange(person, other.email);
    const free = await requestChange(await createSignedInUser(t), uniqueEmail("free"));
    expect(taken.status).toBe(free.status);
    expect(await taken.json()).toEqual(await free.json());

    const toOther = await mailsTo(other.email);
    expect(toOther.map((m) => m.subject)).toContain("This e-mail address already has a Goji account");
    expect(toOther.map((m) => m.subject)).not.toContain("Confirm your new e-mail address for Goji");
    expect(toOther.find((m) => /already has/.test(m.subject))?.text).not.toContain(person.email);
    expect(await emailOf(person.userId)).toBe(person.email);
    expect(await emailOf(other.userId)).toBe(other.email);
  });

  it("refuses the link when the address was taken after it was sent", async () => {
    const person = await createSignedInUser(t);
    const newEmail = uniqueEmail("race");
    await requestChange(person, newEmail);
    const link = await confirmationLink(newEmail);
    await createSignedInUser(t, { email: newEmail });
    expect(await open(link)).toBe(`${CALLBACK}&error=EMAIL_TAKEN`);
    expect(await emailOf(person.userId)).toBe(person.email);
  });
});

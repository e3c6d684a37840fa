import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../db/schema/index.ts";
import { createSignedInUser, request } from "../../test-utils/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-utils/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rename = (cookie: string | undefined, name: unknown) =>
  request(t, "/api/auth/update-user", { json: { name }, ...(cookie ? { cookie } : {}) });
const nameOf = async (userId: string) =>
  (await t.database.db.select({ name: user.name }).from(user).where(eq(user.id, userId)))[0]?.name;

describe("POST /api/auth/update-user (the display name)", () => {
  it("renames, and the session shows the new name at once", async () => {
    const person = await createSignedInUser(t, { name: "Old Name" });
    expect((await rename(person.cookie, "Ada Lovelace")).status).toBe(200);
    expect(await nameOf(person.userId)).toBe("Ada Lovelace");
    const session = await (await request(t, "/api/auth/get-session", { cookie: person.cookie })).json();
    expect(session.user.name).toBe("Ada Lovelace");
  });

  it("holds the name to the sign-up rules", async () => {
    const person = await createSignedInUser(t, { name: "Kept Name" });
    const cases: Array<[unknown, string]> = [
      ["   ", "Name is required."],
      ["N".repeat(101), "Name must be at most 100 characters."],
      ["Tab\tName", "Name must be plain text, without control characters."],
    ];
    for (const [name, message] of cases) {
      const res = await rename(person.cookie, name);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect(await nameOf(person.userId)).toBe("Kept Name");
    // Sign-up itself follows the same rules.
    const blank = await request(t, "/api/auth/sign-up/email", {
      json: { email: "blank-name@example.test", password: "correct-horse-9", name: " " },
      ip: "10.46.0.1",
    });
    expect((await blank.json()).message).toBe("Name is required.");
  });

  it("needs a session", async () => {
    expect((await rename(undefined, "Nobody")).status).toBe(401);
  });
});

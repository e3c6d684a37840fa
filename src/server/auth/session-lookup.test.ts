import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session as sessionTable, user as userTable } from "../db/schema/index.ts";
import { createSignedInUser, request } from "../test-utils/auth-helpers.ts";
import { awaitInvalidations, useTestApp } from "../test-utils/test-app.ts";
import { createSessionLookup } from "./session-lookup.ts";

const t = useTestApp();

const details = (init: { cookie?: string; bearer?: string }) => request(t, "/api/account/details", init);
const sessionCookieValue = (cookie: string) => /better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? "";

describe("requireSession's lean lookup", () => {
  it("finds exactly the session better-auth's getSession finds, by cookie and by bearer", async () => {
    const user = await createSignedInUser(t);
    const lookup = createSessionLookup(t.services.auth);
    for (const headers of [
      new Headers({ cookie: user.cookie }),
      new Headers({ authorization: `Bearer ${user.token}` }),
    ]) {
      const ours = await lookup(headers);
      const theirs = await t.services.auth.api.getSession({ headers, query: { disableRefresh: true } });
      expect(ours?.session.id).toBe(theirs?.session.id);
      expect(ours?.user).toMatchObject({ id: user.userId, email: user.email });
    }
  });

  it("accepts the cookie, a raw bearer token and a signed bearer token", async () => {
    const user = await createSignedInUser(t);
    expect((await details({ cookie: user.cookie })).status).toBe(200);
    expect((await details({ bearer: user.token })).status).toBe(200);
    expect((await details({ bearer: sessionCookieValue(user.cookie) })).status).toBe(200);
  });

  it("refuses a forged signature, an unknown token and garbage", async () => {
    const user = await createSignedInUser(t);
    const [token, signature] = decodeURIComponent(sessionCookieValue(user.cookie)).split(".");
    const forged = `${token}.${(signature ?? "").replace(/^./, (ch) => (ch === "A" ? "B" : "A"))}`;
    expect((await details({ cookie: `better-auth.session_token=${encodeURIComponent(forged)}` })).status).toBe(401);
    expect((await details({ cookie: `better-auth.session_token=${token}` })).status).toBe(401);
    expect((await details({ bearer: forged })).status).toBe(401);
    expect((await details({ bearer: "no-such-token" })).status).toBe(401);
    expect((await details({ cookie: "better-auth.session_token=%E0%A4%A" })).status).toBe(401);
  });

  it("refuses a session on its very next request once it is revoked, expired or its user banned", async () => {
    // Signing out goes through this instance; the expiry and the ban are written straight to the database,
    // as another instance or an operator would, and apply once the database's notification has arrived.
    const revoked = await createSignedInUser(t);
    expect((await details({ cookie: revoked.cookie })).status).toBe(200);
    expect((await request(t, "/api/auth/sign-out", { json: {}, cookie: revoked.cookie })).status).toBe(200);
    expect((await details({ cookie: revoked.cookie })).status).toBe(401);

    const expired = await createSignedInUser(t);
    expect((await details({ cookie: expired.cookie })).status).toBe(200);
    await t.database.db
      .update(sessionTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionTable.userId, expired.userId));
    await awaitInvalidations(t);
    expect((await details({ cookie: expired.cookie })).status).toBe(401);

    const banned = await createSignedInUser(t);
    expect((await details({ cookie: banned.cookie })).status).toBe(200);
    await t.database.db.update(userTable).set({ banned: true }).where(eq(userTable.id, banned.userId));
    await awaitInvalidations(t);
    const refused = await details({ cookie: banned.cookie });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe("This account has been banned.");
  });
});

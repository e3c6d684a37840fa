import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { rowsOf } from "../db/raw-rows.ts";
import { cookiesFrom, type createSignedInUser, latestMail, linkIn, request } from "./auth-helpers.ts";
import { totpCode } from "./totp.ts";
import type { TestApp } from "./test-app.ts";

type Person = Awaited<ReturnType<typeof createSignedInUser>>;
let clients = 0;
/** Each deletion call as its own client: /delete-user has a 5-a-minute limit per address. */
const nextIp = () => `10.43.${Math.floor((clients += 1) / 250)}.${(clients % 250) + 1}`;

export function requestDeletion(
  t: TestApp,
  person: Person,
  body: Record<string, unknown> = { password: person.password },
) {
  return request(t, "/api/auth/delete-user", { json: body, cookie: person.cookie, ip: nextIp() });
}

/** The token of the deletion link last e-mailed to the address. */
export async function deletionTokenFor(t: TestApp, email: string): Promise<string> {
  const mail = await latestMail(t, email);
  if (mail?.subject !== "Confirm the deletion of your Goji account") throw new Error(`no deletion mail to ${email}`);
  const token = new URL(linkIn(mail.text)).searchParams.get("token");
  if (!token) throw new Error("no token in the deletion link");
  return token;
}

/** What the /delete-account page does when the person confirms. */
export function confirmDeletion(t: TestApp, person: Person, token: string) {
  return request(t, "/api/auth/delete-user", { json: { token }, cookie: person.cookie, ip: nextIp() });
}

/** The whole self-service deletion: ask with the password, then confirm through the e-mailed link. */
export async function deleteAccount(t: TestApp, person: Person, body?: Record<string, unknown>): Promise<Response> {
  const asked = await requestDeletion(t, person, body);
  expect(asked.status, await asked.clone().text()).toBe(200);
  return confirmDeletion(t, person, await deletionTokenFor(t, person.email));
}

/**
 * Every place in the database (text and JSON columns of every table, the dev outbox aside) that still
 * holds `needle`: after an erasure, the person's e-mail address and id must be nowhere.
 */
export async function placesHolding(t: TestApp, needle: string): Promise<string[]> {
  const columns = rowsOf<{ table: string; column: string }>(
    await t.database.db.execute(sql`
      select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'ARRAY', 'character varying')
        and table_name <> 'mail_outbox'`),
  );
  const found: string[] = [];
  for (const { table, column } of columns) {
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
      ),
    );
    if ((row?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** Turns two-factor authentication on the way the account page does; the session is replaced by a new one. */
export async function enableTwoFactor(t: TestApp, person: Person) {
  const enable = await request(t, "/api/auth/two-factor/enable", {
    json: { password: person.password },
    cookie: person.cookie,
    ip: nextIp(),
  });
  expect(enable.status).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const verify = await request(t, "/api/auth/two-factor/verify-totp", {
    json: { code: totpCode(totpURI) },
    cookie: person.cookie,
    ip: nextIp(),
  });
  expect(verify.status).toBe(200);
  return { ...person, cookie: cookiesFrom(verify, person.cookie), totpURI, backupCodes };
}

import { randomUUID } from "node:crypto";
import { user } from "../../db/schema/index.ts";
import type { Db } from "../../db/client.ts";
import { cookiesFrom, createSignedInUser, request } from "../../test-utils/auth-helpers.ts";
import { createTestApp, useTestApp, type TestApp } from "../../test-utils/test-app.ts";

/** Test support for the admin feature (not a test file). */
export const ADMIN_EMAIL = "root@admin.test";
export const SECOND_ADMIN_EMAIL = "second@admin.test";

const ADMIN_ENV = { ADMIN_EMAILS: `${ADMIN_EMAIL},${SECOND_ADMIN_EMAIL}` };

export function createAdminTestApp(): Promise<TestApp> {
  return createTestApp(ADMIN_ENV);
}

/** The file's app (useTestApp) with the two admin addresses in ADMIN_EMAILS. */
export const useAdminTestApp = () => useTestApp(ADMIN_ENV);

export type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

/** Signs in an ADMIN_EMAILS account (signed up on first use). */
export function createAdmin(t: TestApp, email = ADMIN_EMAIL): Promise<SignedIn> {
  return createSignedInUser(t, { email, name: "Ada Admin" });
}

/** Inserts users straight into the table (no password, no scrypt): for search and paging tests. */
export async function insertUsers(
  db: Db,
  rows: Array<Partial<typeof user.$inferInsert> & { email: string; name: string }>,
) {
  const values = rows.map((row) => ({ id: randomUUID(), emailVerified: true, role: "user", ...row }));
  await db.insert(user).values(values);
  return values;
}

/** Starts impersonation as `admin`; returns the browser's cookie jar afterwards (user + admin_session). */
export async function impersonate(t: TestApp, admin: SignedIn, userId: string, reason = "Checking a support ticket") {
  const response = await request(t, "/api/auth/admin/impersonate-user", {
    json: { userId, reason },
    cookie: admin.cookie,
  });
  return { response, cookie: response.ok ? cookiesFrom(response, admin.cookie) : admin.cookie };
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../test-utils/test-database.ts";
import { userListQuery } from "../../../shared/admin-schemas.ts";
import { insertUsers } from "./admin-test-helpers.ts";
import { searchUsers } from "./user-search.ts";

/** Page arithmetic on enough users to take every path: read together with the count, forward, and from the end. */
const COUNT = 2_600;
let database: Database;
let byEmail: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  const base = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    email: `person-${((i * 7919) % COUNT).toString().padStart(4, "0")}@paging.test`,
    name: `Person ${i}`,
    // Many share a timestamp, so the id tie-break is what keeps the order stable.
    createdAt: new Date(base + Math.floor(i / 3) * 60_000),
  }));
  await insertUsers(database.db, rows);
  byEmail = rows.map((row) => row.email).sort();
});
afterAll(async () => {
  await database.close();
});

const list = (params: Record<string, string>) => searchUsers(database.db, userListQuery.parse(params));

describe("searchUsers paging", () => {
  it.each([
    ["first page (read with the count)", 1],
    ["a page before the middle (forward, after the count)", 45],
    ["a page past the middle (from the end)", 80],
    ["the last page (from the end, short)", 104],
  ])("%s matches the full ordering", async (_label, page) => {
    const result = await list({ sort: "email", page: String(page), pageSize: "25" });
    expect(result).toMatchObject({ total: COUNT, page, pageCount: 104 });
    expect(result.users.map((user) => user.email)).toEqual(byEmail.slice((page - 1) * 25, page * 25));
  });

  it("reads descending pages from the end in the right order", async () => {
    const result = await list({ sort: "email", dir: "desc", page: "90", pageSize: "25" });
    const descending = [...byEmail].reverse();
    expect(result.users.map((user) => user.email)).toEqual(descending.slice(89 * 25, 90 * 25));
  });

  it("keeps a stable order among equal sign-up times", async () => {
    const pages = await Promise.all([60, 61].map((page) => list({ page: String(page), pageSize: "10" })));
    const ids = pages.flatMap((page) => page.users.map((user) => user.id));
    expect(new Set(ids).size).toBe(20);
    const times = pages.flatMap((page) => page.users.map((user) => user.createdAt));
    expect(times).toEqual([...times].sort().reverse());
  });
});

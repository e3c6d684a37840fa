import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase, type Database } from "../../db/client.ts";
import { adminAuditLog, user } from "../../db/schema/index.ts";
import { createTestDatabase } from "../../test-utils/test-database.ts";
import { runAdminCommand } from "./admin-cli.ts";
import { bootstrapAdmins } from "./admin-roles.ts";
import { findProcessesHolding } from "./data-dir-holders.ts";
import { insertUsers } from "./admin-test-helpers.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const roleOf = async (email: string) =>
  (await database.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;

async function cli(...args: string[]) {
  const lines: string[] = [];
  const code = await runAdminCommand(args, {
    db: database.db,
    adminEmails: ["ops@roles.test"],
    print: (line) => lines.push(line),
  });
  return { code, output: lines.join("\n") };
}

describe("bootstrapAdmins (ADMIN_EMAILS at every start)", () => {
  it("promotes listed accounts that exist, once, and audits it as the system", async () => {
    await insertUsers(database.db, [
      { email: "boot@roles.test", name: "Boot" },
      { email: "bystander@roles.test", name: "By" },
    ]);
    expect(await bootstrapAdmins(database.db, ["boot@roles.test", "later@roles.test"])).toEqual(["boot@roles.test"]);
    expect(await bootstrapAdmins(database.db, ["boot@roles.test", "later@roles.test"])).toEqual([]);
    expect(await roleOf("boot@roles.test")).toBe("admin");
    expect(await roleOf("bystander@roles.test")).toBe("user");
    const entries = await database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetEmail, "boot@roles.test"));
    expect(entries).toEqual([
      expect.objectContaining({
        action: "admin.grant",
        actorEmail: "system",
        actorId: null,
        reason: "Listed in ADMIN_EMAILS",
      }),
    ]);
  });

  it("does not race: instances starting together promote once", async () => {
    await insertUsers(database.db, [{ email: "race@roles.test", name: "Race" }]);
    const results = await Promise.all([1, 2, 3].map(() => bootstrapAdmins(database.db, ["race@roles.test"])));
    expect(results.flat()).toEqual(["race@roles.test"]);
  });
});

describe("npm run admin -- <command>", () => {
  it("grants, lists and revokes, case-insensitively", async () => {
    await insertUsers(database.db, [{ email: "ops@roles.test", name: "Ops Person" }]);
    expect(await cli("grant", "OPS@roles.test")).toEqual({ code: 0, output: "ops@roles.test is now a site admin." });
    expect(await cli("grant", "ops@roles.test")).toEqual({ code: 0, output: "ops@roles.test is already an admin." });
    const listed = await cli("list");
    expect(listed.code).toBe(0);
    expect(listed.output).toContain("ops@roles.test\tOps Person\tsince ");
    const revoked = await cli("revoke", "ops@roles.test");
    expect(revoked.code).toBe(0);
    expect(revoked.output).toContain("ops@roles.test is no longer a site admin.");
    expect(revoked.output).toContain("in ADMIN_EMAILS");
    expect(await roleOf("ops@roles.test")).toBe("user");
    const actions = await database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetEmail, "ops@roles.test"));
    expect(actions.map((entry) => [entry.action, entry.actorEmail])).toEqual(
      expect.arrayContaining([
        ["admin.grant", "cli"],
        ["admin.revoke", "cli"],
      ]),
    );
  });

  it("explains unknown accounts and bad usage with non-zero exit codes", async () => {
    expect(await cli("grant", "ghost@roles.test")).toMatchObject({
      code: 1,
      output: expect.stringContaining("No account uses ghost@roles.test"),
    });
    expect((await cli("grant", "not-an-email")).code).toBe(2);
    expect((await cli("promote", "x@y.z")).output).toContain("Usage: npm run admin");
    expect((await cli("grant")).code).toBe(2);
  });
});

describe("findProcessesHolding", () => {
  it("finds nobody for a directory no process has open", () => {
    const holders = findProcessesHolding("/nonexistent/goji-data");
    expect(holders === null || holders.length === 0).toBe(true);
  });

  it("lets the CLI refuse, with a clear message, a PGlite directory the server holds", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "goji-admin-cli-"));
    const held = await openDatabase({ dataDir });
    await migrateDatabase(held);
    try {
      const result = spawnSync(process.execPath, ["--import", "tsx", "src/server/cli/admin.ts", "list"], {
        // A clean environment: Vitest sets BASE_URL="/" for Vite, which the server config rejects.
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, NODE_ENV: "test" },
        encoding: "utf8",
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`is open in another process (pid ${process.pid})`);
      expect(result.stderr).toContain("stop the server");
    } finally {
      await held.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // PGlite's initdb on disk, the migrations and a second node process with tsx: slow on a busy machine.
  }, 180_000);
});

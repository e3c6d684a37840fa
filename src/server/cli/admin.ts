import { join } from "node:path";
import { ConfigError, loadConfig } from "../config.ts";
import { migrateDatabase, openDatabase } from "../db/client.ts";
import { ADMIN_CLI_USAGE, runAdminCommand } from "../features/admin/admin-cli.ts";
import { findProcessesHolding } from "../features/admin/data-dir-holders.ts";

/** `npm run admin -- grant <email> | revoke <email> | list` — operator access to site roles. */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === "--help" || args[0] === "help") {
    console.log(ADMIN_CLI_USAGE);
    return args.length === 0 ? 2 : 0;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }

  if (!config.databaseUrl) {
    const pgliteDir = join(config.dataDir, "pglite");
    const holders = findProcessesHolding(pgliteDir);
    if (holders && holders.length > 0) {
      console.error(
        `The database in ${pgliteDir} is open in another process (pid ${holders.join(", ")}), most likely the Goji server.\n` +
          "PGlite allows one process at a time: stop the server, run this command, then start the server again.\n" +
          "(With DATABASE_URL set to PostgreSQL the command works while the server runs.)",
      );
      return 1;
    }
  }

  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    { poolSize: 1 },
  );
  try {
    await migrateDatabase(database);
    return await runAdminCommand(args, {
      db: database.db,
      adminEmails: config.adminEmails,
      print: (line) => console.log(line),
    });
  } finally {
    await database.close();
  }
}

process.exitCode = await main();

import { fileURLToPath } from "node:url";

/** The committed drizzle-kit migrations, applied at start by either driver. */
export const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

import { and, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { apiKey } from "../../db/schema/index.ts";

/** Whether the user has a live personal key and a live key for the given studio. */
export async function findKeyPresence(db: Db, userId: string, organizationId: string | null) {
  const scope = organizationId ? or(isNull(apiKey.organizationId), eq(apiKey.organizationId, organizationId)) : isNull(apiKey.organizationId);
  const rows = await db
    .select({ organizationId: apiKey.organizationId })
    .from(apiKey)
    .where(and(eq(apiKey.userId, userId), isNull(apiKey.revokedAt), scope));
  return {
    hasPersonalApiKey: rows.some((row) => row.organizationId === null),
    hasOrganizationApiKey: organizationId !== null && rows.some((row) => row.organizationId === organizationId),
  };
}

import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Config } from "../../../src/server/config.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { creditPool, user } from "../../../src/server/db/schema/index.ts";
import { generateKeyForScope } from "../../../src/server/features/api-keys/api-key-store.ts";
import { setMemberAllocation } from "../../../src/server/features/credits/allocations.ts";
import { findMembership } from "../../../src/server/features/organizations/membership.ts";
import { getPersonalPool, getStudioPool } from "../../../src/server/features/credits/pools.ts";
import { createLogger } from "../../../src/server/lib/logger.ts";
import { createServices } from "../../../src/server/services.ts";

export const SESSION_PASSWORD = "bench-password-1";
// Far more than a 10-second run can spend: the bench measures throughput, not refusals.
const POOL_TOTAL = 100_000_000;

export interface BenchSeed {
  personalKeys: string[];
  /** Keys of one studio's members: they all spend from the same (hot) pool. */
  studioKeys: string[];
  studioPoolId: string;
  poolIds: string[];
  sessionEmail: string;
}

/**
 * Seeds through the product's services: people (rows, no password: they only use keys), one studio
 * created and filled through better-auth, allocations through the allocation service, keys through the
 * key service. One extra user with a password signs in for the account-details benchmark.
 */
export async function seedBench(
  config: Config,
  database: Database,
  sizes: { personal: number; studioMembers: number; allocated: number },
): Promise<BenchSeed> {
  const services = createServices(config, database, createLogger("silent"));
  const db = database.db;
  try {
    const people = Array.from({ length: sizes.personal + sizes.studioMembers + 1 }, (_, i) => ({
      id: randomUUID(),
      name: `Bench User ${i}`,
      email: `bench-${i}-${randomUUID().slice(0, 8)}@example.test`,
      emailVerified: true,
    }));
    await db.insert(user).values(people);
    const [owner, ...rest] = people as [(typeof people)[number], ...typeof people];
    const personal = rest.slice(0, sizes.personal);
    const members = rest.slice(sizes.personal);

    const studio = await services.auth.api.createOrganization({
      body: { name: "Hot Studio", slug: `hot-${randomUUID().slice(0, 8)}`, userId: owner.id },
    });
    if (!studio) throw new Error("studio not created");
    const studioPool = await getStudioPool(db, studio.id);
    await db.update(creditPool).set({ total: POOL_TOTAL }).where(eq(creditPool.id, studioPool.id));
    const memberIds: string[] = [];
    for (const person of members) {
      const added = await services.auth.api.addMember({
        body: { organizationId: studio.id, userId: person.id, role: "member" },
      });
      if (added) memberIds.push(added.id);
    }
    // The seed acts as the studio's owner would on the Usage tab.
    const ownerMembership = await findMembership(db, owner.id, studio.id);
    if (!ownerMembership) throw new Error("owner is not a member");
    const asOwner = { organizationId: studio.id, membership: ownerMembership };
    for (const memberId of memberIds.slice(0, sizes.allocated)) {
      await setMemberAllocation(db, asOwner, { memberId, creditAllocation: 1_000_000 });
    }

    const poolIds = [studioPool.id];
    for (const person of personal) poolIds.push((await getPersonalPool(db, person.id)).id);
    await db
      .update(creditPool)
      .set({ total: POOL_TOTAL })
      .where(inArray(creditPool.id, poolIds.slice(1)));

    const personalKeys: string[] = [];
    for (const person of personal)
      personalKeys.push(await generateKeyForScope(db, { userId: person.id, organizationId: null }));
    const studioKeys: string[] = [];
    for (const person of [owner, ...members])
      studioKeys.push(await generateKeyForScope(db, { userId: person.id, organizationId: studio.id }));

    const sessionEmail = `bench-session-${randomUUID().slice(0, 8)}@example.test`;
    await services.auth.api.signUpEmail({
      body: { email: sessionEmail, password: SESSION_PASSWORD, name: "Bench Session" },
    });
    await db.update(user).set({ emailVerified: true }).where(eq(user.email, sessionEmail));

    return { personalKeys, studioKeys, studioPoolId: studioPool.id, poolIds, sessionEmail };
  } finally {
    await services.close({ keepDatabase: true }); // the caller closes the database
  }
}

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger.ts";
import { createTestDatabase } from "../test-utils/test-database.ts";
import type { Database } from "./client.ts";
import { startInvalidationFeed, type InvalidationTarget } from "./invalidation-feed.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Records what the feed does to its cache. */
function recordingTarget() {
  const seen = { payloads: [] as string[], enabled: false, clears: 0 };
  const target: InvalidationTarget = {
    apply: (payload) => {
      seen.payloads.push(payload);
    },
    clear: () => {
      seen.clears += 1;
    },
    setEnabled: (enabled) => {
      seen.enabled = enabled;
    },
  };
  return { seen, target };
}

describe("invalidation feed", () => {
  it("delivers what the database notifies, and sync() returns only after earlier notifications arrived", async () => {
    const { seen, target } = recordingTarget();
    const feed = startInvalidationFeed(database, "goji_test_feed_a", target, createLogger("silent"));
    try {
      await expect.poll(() => seen.enabled).toBe(true);
      await database.db.execute(sql`select pg_notify('goji_test_feed_a', 'user-1')`);
      await feed.sync();
      expect(seen.payloads).toContain("user-1");
    } finally {
      await feed.stop();
    }
    expect(seen.enabled).toBe(false);
  });

  it("turns the cache off while its notifications stop arriving, and back on once they flow again", async () => {
    // The listening connection stays "up" but hears nothing, as after a silent network failure.
    let deaf = false;
    const flaky: Database = {
      ...database,
      listen: (channel, handlers) =>
        database.listen(channel, {
          ...handlers,
          onNotify: (payload) => {
            if (!deaf) handlers.onNotify(payload);
          },
        }),
    };
    const { seen, target } = recordingTarget();
    const feed = startInvalidationFeed(flaky, "goji_test_feed_b", target, createLogger("silent"), {
      heartbeatMs: 50,
      barrierTimeoutMs: 100,
    });
    try {
      await expect.poll(() => seen.enabled).toBe(true);
      deaf = true;
      await expect.poll(() => seen.enabled).toBe(false);
      await feed.sync(); // resolves: with the cache off there is nothing to wait for
      deaf = false;
      await expect.poll(() => seen.enabled).toBe(true);
    } finally {
      await feed.stop();
    }
  });
});

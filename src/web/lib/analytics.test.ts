import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAnalytics } from "./analytics";

interface Batch {
  api_key: string;
  batch: Array<{ event: string; properties: Record<string, unknown> }>;
}

let server: Server;
let host = "";
const received: Batch[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      if (req.url === "/batch/") received.push(JSON.parse(body) as Batch);
      res.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  host = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe("analytics client", () => {
  it("is anonymous until identify, posts batches over HTTP, and resets to a new anonymous id", async () => {
    const analytics = createAnalytics({ key: "phc_test", host, storage: memoryStorage(), flushIntervalMs: 60_000 });
    expect(analytics.state()).toBe("anonymous");
    const anonymous = analytics.distinctId();
    analytics.capture("$pageview", { path: "/" });
    analytics.identify("user-1", { email: "a@b.c" });
    expect(analytics.state()).toBe("identified");
    analytics.capture("$pageview", { path: "/account" });
    await analytics.flush();

    const batch = received.at(-1);
    expect(batch?.api_key).toBe("phc_test");
    expect(batch?.batch.map((e) => [e.event, e.properties.distinct_id])).toEqual([
      ["$pageview", anonymous],
      ["$identify", "user-1"],
      ["$pageview", "user-1"],
    ]);
    expect(batch?.batch[1]?.properties.$anon_distinct_id).toBe(anonymous);

    analytics.reset();
    expect(analytics.state()).toBe("anonymous");
    expect(analytics.distinctId()).not.toBe(anonymous);
    analytics.stop();
  });

  it("does not throw when the ingestion endpoint is unreachable", async () => {
    const analytics = createAnalytics({ key: "k", host: "http://127.0.0.1:9", flushIntervalMs: 60_000 });
    analytics.capture("x");
    await expect(analytics.flush()).resolves.toBeUndefined();
    analytics.stop();
  });
});

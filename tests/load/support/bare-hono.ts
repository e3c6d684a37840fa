import { serve } from "@hono/node-server";
import { Hono } from "hono";

/** The reference ceiling: the same framework and HTTP server answering JSON with no work at all. */
const app = new Hono()
  .get("/api/ready", (c) => c.json({ status: "ready" }))
  .get("/", (c) => c.json({ ok: true }))
  // The usage run's requests, answered after parsing the body and nothing else.
  .post("/api/v1/usage", async (c) => c.json({ ok: true, received: await c.req.json() }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });

import { timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { Logger } from "../lib/logger.ts";
import { registry } from "./registry.ts";

export interface MetricsOptions {
  port: number;
  host: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string | undefined;
}

/**
 * The Prometheus endpoint on its own port (METRICS_PORT, 127.0.0.1 unless METRICS_HOST says otherwise), never on
 * the public one: GET /metrics in the text exposition format.
 */
export async function startMetricsServer(options: MetricsOptions, logger: Logger): Promise<Server> {
  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : undefined;
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    if (expected) {
      const given = Buffer.from(req.headers.authorization ?? "");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.writeHead(401, { "www-authenticate": "Bearer" }).end();
        return;
      }
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { "content-type": registry.contentType }).end(text),
      (error: unknown) => {
        logger.error("metrics could not be collected", { error: String(error) });
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  // Scrapers keep connections open; they must not hold the process at shutdown.
  server.unref();
  const address = server.address();
  logger.info("metrics listening", {
    host: options.host,
    port: typeof address === "object" ? address?.port : undefined,
  });
  return server;
}

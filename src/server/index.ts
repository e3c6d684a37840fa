import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { ConfigError, loadConfig } from "./config.ts";
import { answerClientErrorsWithJson } from "./lib/client-errors.ts";
import { createLogger } from "./lib/logger.ts";

/**
 * Process entry. The port is bound before the app's modules load and the database opens (together about
 * 3 s, mostly module loading), answering 503 with Retry-After until then: a restarted instance accepts
 * connections at once and its readiness check (/api/ready, 503 until the app is in place) tells a load
 * balancer when to send it traffic (docs/decisions/038-listen-before-loading.md).
 */
function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

function answerStarting(_request: IncomingMessage, response: ServerResponse): void {
  const body = JSON.stringify({
    error: {
      code: "service_unavailable",
      message: "The service is starting. Try again in a moment.",
      requestId: randomUUID(),
    },
  });
  response.writeHead(503, { "content-type": "application/json", "retry-after": "1", "cache-control": "no-store" });
  response.end(body);
}

const config = loadConfigOrExit();
const server = createServer(answerStarting);
answerClientErrorsWithJson(server);
await new Promise<void>((resolve, reject) => {
  server.once("error", reject);
  server.listen(config.port, config.host, () => {
    server.off("error", reject);
    resolve();
  });
});
// Until start() has put the graceful shutdown in place there is nothing to drain: a stop request while starting
// (a deploy rolled back, Ctrl-C) closes the port and exits 0, rather than the process dying by the signal.
const stopWhileStarting = (signal: NodeJS.Signals) => {
  createLogger(config.logLevel).info("stopped while starting", { signal, exitCode: 0 });
  server.close();
  process.exit(0);
};
process.once("SIGTERM", stopWhileStarting);
process.once("SIGINT", stopWhileStarting);
const { start } = await import("./start.ts");
await start(config, server);
process.off("SIGTERM", stopWhileStarting);
process.off("SIGINT", stopWhileStarting);

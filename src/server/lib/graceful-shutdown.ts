import { ServerResponse, type Server } from "node:http";
import type { Lifecycle } from "./lifecycle.ts";
import type { Logger } from "./logger.ts";

export interface ShutdownDeps {
  server: Pick<Server, "close" | "closeIdleConnections" | "closeAllConnections">;
  lifecycle: Lifecycle;
  /** Handlers still running (lib/in-flight.ts): a client that hung up leaves its handler running. */
  inFlight: { idle(): Promise<void>; readonly count: number };
  /** Drains the ledger, stops the feeds, closes Redis and the database (services.close). */
  closeServices(): Promise<void>;
  logger: Logger;
  /** SHUTDOWN_LINGER_MS: keep accepting connections this long, while /api/ready already answers 503. */
  lingerMs: number;
  /** SHUTDOWN_TIMEOUT_MS: from the signal; then the connections still open are closed. */
  timeoutMs: number;
  exit(code: number): void;
}

/** How often connections that became idle are closed during the shutdown. */
const IDLE_SWEEP_MS = 100;
/** After the deadline, how long a handler that never returns may hold up the exit. */
const HARD_STOP_AFTER_DEADLINE_MS = 5_000;

/**
 * A graceful stop (decision 013, docs/operations.md#graceful-shutdown-and-rolling-restarts): at once,
 * /api/ready answers 503 and every response carries `Connection: close`, so a busy keep-alive client is
 * told on its next response and closes cleanly. For `lingerMs` new connections are still served (the load
 * balancer is noticing the 503); then the listener closes and so does every connection as soon as it is
 * idle. When no request is left, the ledger drains, the database closes and the process exits 0. At
 * `timeoutMs` the remaining connections are cut and the process stops with exit code 1 (at the latest
 * HARD_STOP_AFTER_DEADLINE_MS later, should a handler never return).
 */
export function gracefulShutdown(deps: ShutdownDeps): (signal: string) => void {
  const { server, lifecycle, logger } = deps;
  return (signal) => {
    if (lifecycle.stopping) return;
    const started = performance.now();
    lifecycle.beginStopping();
    logger.info("shutting down", { signal, inFlight: deps.inFlight.count, lingerMs: deps.lingerMs });

    let cut = false;
    let hardStop: NodeJS.Timeout | undefined;
    const deadline = setTimeout(() => {
      cut = true;
      logger.warn("shutdown deadline reached; closing the remaining connections", { timeoutMs: deps.timeoutMs });
      server.closeAllConnections();
      // Database calls end within their statement timeout; anything stuck beyond that must not keep us up.
      hardStop = setTimeout(() => {
        logger.warn("handlers still running after the deadline; exiting without closing the services");
        deps.exit(1);
      }, HARD_STOP_AFTER_DEADLINE_MS);
    }, deps.timeoutMs);
    let sweep: NodeJS.Timeout | undefined;

    const stopListening = () => {
      // close() stops accepting and calls back once every connection has ended; idle ones are closed now
      // and, by the sweep, as they become idle (a response without `Connection: close` sent just before).
      server.close(() => void finish());
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    };
    const finish = async () => {
      clearInterval(sweep);
      try {
        await deps.inFlight.idle();
        await deps.closeServices();
      } catch (error) {
        logger.warn("closing the services failed", { error: String(error) });
      }
      clearTimeout(deadline);
      clearTimeout(hardStop);
      const exitCode = cut ? 1 : 0;
      logger.info("stopped", { exitCode, ms: Math.round(performance.now() - started) });
      deps.exit(exitCode);
    };
    setTimeout(stopListening, Math.min(deps.lingerMs, deps.timeoutMs));
  };
}

/**
 * Wraps the server's fetch handler: once stopping, the response asks the client to close the connection
 * (Node then closes it after the response), whether the request started before the signal or after.
 */
export function closeConnectionsWhenStopping<Env>(
  fetch: (request: Request, env: Env) => Promise<Response>,
  lifecycle: Lifecycle,
): (request: Request, env: Env) => Promise<Response> {
  return async (request, env) => {
    const response = await fetch(request, env);
    if (lifecycle.stopping) {
      const outgoing = (env as { outgoing?: unknown } | undefined)?.outgoing;
      if (outgoing instanceof ServerResponse && !outgoing.headersSent) outgoing.setHeader("Connection", "close");
    }
    return response;
  };
}

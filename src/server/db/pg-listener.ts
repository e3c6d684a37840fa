import type { Listening, NotificationHandlers } from "./client.ts";

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to other queries).
 * When the connection drops, notifications sent meanwhile are lost: `onReset` tells the caller to
 * forget what it cached, and the listener reconnects with backoff until it is stopped.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  options: { connectTimeoutMs?: number; keepAliveDelayMs?: number } = {},
): Promise<Listening> {
  const { default: pg } = await import("pg");
  let client: InstanceType<typeof pg.Client> | undefined;
  let ready = false;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    // TCP keep-alive lets the kernel notice a dead peer; the feeds' heartbeat covers a silent stall.
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: options.keepAliveDelayMs ?? 10_000,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 3_000,
    });
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "");
    });
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    ready = true;
    retryMs = RETRY_MIN_MS;
    handlers.onReady?.();
  };

  const lost = (which: InstanceType<typeof pg.Client>) => {
    if (which !== client || stopped) return;
    client = undefined;
    ready = false;
    handlers.onReset?.();
    which.end().catch(() => {});
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    retryTimer = setTimeout(() => {
      connect().catch(() => {
        retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  };

  // A database that is not up yet is retried like a lost connection; the caller sees `ready` turn true.
  await connect().catch(() => scheduleReconnect());
  return {
    get ready() {
      return ready;
    },
    reconnect: () => {
      if (client) lost(client);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      ready = false;
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

import { createConnection, createServer, type Server, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** The outage: every connection through the proxy is reset and new ones are refused. */
  cut(): Promise<void>;
  /** The database is back: connections are accepted and forwarded again. */
  restore(): Promise<void>;
  /**
   * A network partition: connections stay open and new ones are accepted, but nothing gets through in either
   * direction and nobody is told — a connection that died silently.
   */
  freeze(): void;
  /** The partition heals: what was held back is delivered and forwarding resumes. */
  thaw(): void;
  close(): Promise<void>;
}

/** A TCP proxy between the app and PostgreSQL, to take the database away and give it back. */
export async function startTcpProxy(port: number, target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let frozen = false;
  const releaseOnThaw = new Set<() => void>();

  /** Copies `from` to `to`, holding the bytes back while frozen. */
  const forward = (from: Socket, to: Socket) => {
    const held: Buffer[] = [];
    const release = () => {
      for (const chunk of held.splice(0)) to.write(chunk);
    };
    releaseOnThaw.add(release);
    from.on("close", () => releaseOnThaw.delete(release));
    from.on("data", (chunk: Buffer) => (frozen ? held.push(chunk) : to.write(chunk)));
    from.on("end", () => to.end());
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = createConnection(target);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        forward(client, upstream);
        forward(upstream, client);
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        server = next;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = undefined;
      for (const socket of sockets) socket.resetAndDestroy();
      if (!current) return resolve();
      current.close(() => resolve());
    });

  await listen();
  return {
    port,
    cut: stopListening,
    restore: listen,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const release of releaseOnThaw) release();
    },
    close: stopListening,
  };
}

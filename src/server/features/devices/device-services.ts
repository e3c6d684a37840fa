import type { Db } from "../../db/client.ts";
import { BackgroundTasks } from "../../lib/background-tasks.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { deviceConnectedEmail } from "../../mail/templates.ts";
import {
  createAttemptLimiter,
  purgeAttemptCounters,
  type AttemptLimiter,
  type AttemptRule,
} from "./attempt-limiter.ts";
import { purgeDeviceAuthorizations } from "./device-authorizations.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Wrong user codes typed on /device: per user and per address, 15-minute windows. With 20^8 codes, even
 * a thousand codes waiting at once leave a guesser ~4 × 10^-8 per try: 10 tries per account and 30 per
 * address every 15 minutes make finding one hopeless.
 */
export const wrongCodeRules = (userId: string, ip: string): AttemptRule[] => [
  { key: `device-code:user:${userId}`, limit: 10, windowMs: 15 * MINUTE_MS },
  { key: `device-code:ip:${ip}`, limit: 30, windowMs: 15 * MINUTE_MS },
];

/** New device authorization requests per address (an office behind one address connects many plugins). */
export const deviceRequestRule = (ip: string): AttemptRule => ({
  key: `device-request:ip:${ip}`,
  limit: 30,
  windowMs: 15 * MINUTE_MS,
});

/**
 * Unknown device codes at the token endpoint, per address. A plugin only ever polls with the code it was given
 * (an expired one is still known, for a day), so unknown codes come from a broken or hostile client; past the
 * budget the address is refused before its polls reach the database's lookup.
 */
export const unknownDeviceCodeRule = (ip: string): AttemptRule => ({
  key: `device-token:ip:${ip}`,
  limit: 30,
  windowMs: 15 * MINUTE_MS,
});

/** The device flow's long-lived parts: its clock (injectable for expiry tests), counters and mail. */
export interface DeviceServices {
  clock: () => Date;
  attempts: AttemptLimiter;
  notifyDeviceConnected(to: string, notice: Parameters<typeof deviceConnectedEmail>[1]): void;
  /** Drops requests and counters that ended a day ago; run off the request path now and then. */
  purgeExpired(): void;
  close(): Promise<void>;
}

export function createDeviceServices(deps: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  clock?: (() => Date) | undefined;
}): DeviceServices {
  const clock = deps.clock ?? (() => new Date());
  const background = new BackgroundTasks(deps.logger);
  let lastPurge = 0;
  return {
    clock,
    attempts: createAttemptLimiter(deps.db, clock),
    notifyDeviceConnected: (to, notice) =>
      background.run("device connected e-mail", () => deps.mailer.send(deviceConnectedEmail(to, notice))),
    purgeExpired: () => {
      const now = clock().getTime();
      if (now - lastPurge < 10 * MINUTE_MS) return;
      lastPurge = now;
      background.run("purging device requests", async () => {
        await purgeDeviceAuthorizations(deps.db, new Date(now - DAY_MS));
        await purgeAttemptCounters(deps.db, new Date(now - DAY_MS));
      });
    },
    close: () => background.settled(),
  };
}

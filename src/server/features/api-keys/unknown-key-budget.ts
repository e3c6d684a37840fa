import { withoutPort } from "../../auth/client-ip.ts";

/**
 * Keys that turn out unknown (or their owner banned) which one client address may have looked up in the database
 * per minute, per instance. A plugin sends the one key it holds, so many different unknown keys from one address
 * are someone guessing or flooding. A banned owner's key is charged each time it is looked up: the key cache holds
 * it as banned, so once per cache TTL, or on every request while the cache is off (decisions 045 and 046 in
 * docs/decisions/).
 */
export const UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE = 20;

const WINDOW_MS = 60_000;
/** Past this many addresses, those with nothing to remember are dropped (at most once a minute). */
const PRUNE_ABOVE_ADDRESSES = 50_000;

/** `refused`: the key turned out unknown, or its owner banned; only those are charged. */
export type LookupOutcome = "found" | "refused" | "failed";
export type BudgetVerdict =
  { allowed: true; settle(outcome: LookupOutcome): void } | { allowed: false; retryAfterSeconds: number };

export interface UnknownKeyBudget {
  /** Before looking up a key not seen active on this instance; `settle` once the lookup has ended. */
  begin(address: string): BudgetVerdict;
}

interface AddressState {
  /** An address's minute starts with its first lookup, so every caller gets a whole minute. */
  windowStart: number;
  refused: number;
  refusedInWindowBefore: number;
  inFlight: number;
}

/**
 * Counted in memory: the point is to spare the database a query per guess, which a shared counter would cost
 * again. An address is charged when a key is refused. Once half its budget is refused (this minute or the last),
 * its lookups in flight count too, so guesses sent in parallel cannot overrun the budget; below that its lookups
 * are not watched, so an office where one plugin retries a revoked key, or a burst of valid keys after a deploy,
 * never waits on the budget, however slow the database. IPv6 clients are counted by their /64, the block one host
 * controls.
 */
export function createUnknownKeyBudget(
  limit = UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE,
  clock: () => number = Date.now,
): UnknownKeyBudget {
  const watchFrom = Math.ceil(limit / 2);
  const states = new Map<string, AddressState>();
  let prunedAt = Number.NEGATIVE_INFINITY;

  const prune = (now: number) => {
    if (states.size <= PRUNE_ABOVE_ADDRESSES || now - prunedAt < WINDOW_MS) return;
    prunedAt = now;
    for (const [address, state] of states) {
      const age = now - state.windowStart;
      const remembers =
        age < 2 * WINDOW_MS && (state.refused > 0 || (age < WINDOW_MS && state.refusedInWindowBefore > 0));
      if (state.inFlight === 0 && !remembers) states.delete(address);
    }
  };

  const stateOf = (address: string, now: number): AddressState => {
    let state = states.get(address);
    if (!state) {
      prune(now);
      state = { windowStart: now, refused: 0, refusedInWindowBefore: 0, inFlight: 0 };
      states.set(address, state);
    } else if (now - state.windowStart >= WINDOW_MS) {
      state.refusedInWindowBefore = now - state.windowStart < 2 * WINDOW_MS ? state.refused : 0;
      state.refused = 0;
      state.windowStart = now;
    }
    return state;
  };

  return {
    begin: (clientAddress) => {
      const address = addressBlock(clientAddress);
      const now = clock();
      const state = stateOf(address, now);
      const watched = state.refused >= watchFrom || state.refusedInWindowBefore >= watchFrom;
      if (state.refused + (watched ? state.inFlight : 0) >= limit) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((state.windowStart + WINDOW_MS - now) / 1000)),
        };
      }
      if (watched) state.inFlight += 1;
      let settled = false;
      return {
        allowed: true,
        settle: (outcome) => {
          if (settled) return;
          settled = true;
          const current = stateOf(address, clock());
          if (watched) current.inFlight -= 1;
          if (outcome === "refused") current.refused += 1;
        },
      };
    },
  };
}

/**
 * An IPv4 address as it is (IPv4-mapped IPv6 unwrapped), an IPv6 address as its /64 prefix (zone dropped); a port
 * a proxy wrote after either is dropped first. Anything else is kept as it is: a stable key, never an error.
 */
export function addressBlock(address: string): string {
  const plain = withoutPort(address.trim());
  const ipv4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  if (ipv4) return ipv4[1]!;
  const ipv6 = /^([0-9a-f:]+)(?:%.*)?$/i.exec(plain);
  if (!ipv6 || !ipv6[1]!.includes(":")) return address;
  const [head = "", tail, ...rest] = ipv6[1]!.toLowerCase().split("::");
  if (rest.length > 0) return address;
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Keys that turn out unknown (or their owner banned) which one client address may have looked up in the database
 * per minute, per instance. A plugin sends the one key it holds, so many different unknown keys from one address
 * are someone guessing or flooding, and a banned key sent again and again is a banned user's script
 * (docs/decisions/045-unknown-plugin-keys-per-address.md).
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
  /** Before looking up a key not seen on this instance; `settle` once the lookup has ended. */
  begin(address: string): BudgetVerdict;
}

interface AddressState {
  window: number;
  unknown: number;
  unknownInWindowBefore: number;
  inFlight: number;
}

/**
 * Counted in memory: the point is to spare the database a query per guess, which a shared counter would cost
 * again. An address is charged when a key is refused. Once it has been (this minute or the last), its lookups in
 * flight count too, so guesses sent in parallel cannot overrun the budget; an address that
 * never sent a refused key is not watched at all, so a burst of valid keys (a studio's office after a deploy) never waits
 * on the budget, however slow the database. IPv6 clients are counted by their /64, the block one host controls.
 */
export function createUnknownKeyBudget(
  limit = UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE,
  clock: () => number = Date.now,
): UnknownKeyBudget {
  const states = new Map<string, AddressState>();
  let prunedInWindow = -1;

  const prune = (window: number) => {
    if (states.size <= PRUNE_ABOVE_ADDRESSES || prunedInWindow === window) return;
    prunedInWindow = window;
    for (const [address, state] of states) {
      const remembers = state.window >= window - 1 && (state.unknown > 0 || state.unknownInWindowBefore > 0);
      if (state.inFlight === 0 && !remembers) states.delete(address);
    }
  };

  const stateOf = (address: string, window: number): AddressState => {
    let state = states.get(address);
    if (!state) {
      prune(window);
      state = { window, unknown: 0, unknownInWindowBefore: 0, inFlight: 0 };
      states.set(address, state);
    } else if (state.window !== window) {
      state.unknownInWindowBefore = state.window === window - 1 ? state.unknown : 0;
      state.unknown = 0;
      state.window = window;
    }
    return state;
  };

  return {
    begin: (clientAddress) => {
      const address = addressBlock(clientAddress);
      const now = clock();
      const window = Math.floor(now / WINDOW_MS);
      const state = stateOf(address, window);
      const watched = state.unknown > 0 || state.unknownInWindowBefore > 0;
      if (state.unknown + (watched ? state.inFlight : 0) >= limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000)) };
      }
      if (watched) state.inFlight += 1;
      let settled = false;
      return {
        allowed: true,
        settle: (outcome) => {
          if (settled) return;
          settled = true;
          const current = stateOf(address, Math.floor(clock() / WINDOW_MS));
          if (watched) current.inFlight -= 1;
          if (outcome === "refused") current.unknown += 1;
        },
      };
    },
  };
}

/** An IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4), an IPv6 address as its /64 prefix. */
export function addressBlock(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

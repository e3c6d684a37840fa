import type { MiddlewareHandler } from "hono";
import { clientIp } from "../../auth/client-ip.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/hono-env.ts";
import { apiKeyFromAuthorization } from "../api-keys/key-format.ts";
import type { KeyResolver } from "../api-keys/key-resolver.ts";
import type { KeyPrincipal } from "../api-keys/principal.ts";
import type { RateLimiter } from "./rate-limiter.ts";

export interface PluginEnv extends AppEnv {
  Variables: AppEnv["Variables"] & { principal: KeyPrincipal };
}

export const invalidApiKey = () =>
  new AppError("unauthorized", "Invalid or revoked API key.", {
    headers: { "WWW-Authenticate": 'Bearer realm="goji-plugin"' },
  });

/** A banned owner's keys stop working like revoked ones (401), with a message that says why. */
export const bannedAccount = () =>
  new AppError("unauthorized", "This account has been banned.", {
    headers: { "WWW-Authenticate": 'Bearer realm="goji-plugin"' },
  });

/**
 * `Authorization: Bearer <key>`, then the key's request budget (PLUGIN_RATE_LIMIT_PER_MINUTE; over it,
 * 429 with Retry-After). Anything that is not a well-formed key (missing, empty, overlong, non-ASCII…)
 * is refused before any lookup, with the same 401 as an unknown or revoked key. An address that sent too many
 * unknown keys (or a banned owner's) this minute gets 429 for keys that would need a lookup (key-resolver.ts).
 * One middleware for both: each layer is paid by every debit (decision 010).
 */
export function requireApiKey(
  resolver: KeyResolver,
  limiter: RateLimiter,
  trustedProxyHeaders: string[],
): MiddlewareHandler<PluginEnv> {
  return async (c, next) => {
    const key = apiKeyFromAuthorization(c.req.header("authorization"));
    if (!key) throw invalidApiKey();
    const resolution = await resolver.resolve(key, () => clientIp(c, trustedProxyHeaders));
    if (resolution.status === "throttled") {
      throw new AppError(
        "rate_limited",
        `Too many requests with invalid API keys from this address. Retry in ${resolution.retryAfterSeconds} s.`,
        { headers: { "Retry-After": String(resolution.retryAfterSeconds) } },
      );
    }
    if (resolution.status === "unknown") throw invalidApiKey();
    if (resolution.status === "banned") throw bannedAccount();
    const { allowed, retryAfterSeconds } = await limiter.hit(resolution.principal.keyId);
    if (!allowed) {
      throw new AppError("rate_limited", `Too many requests for this API key. Retry in ${retryAfterSeconds} s.`, {
        headers: { "Retry-After": String(retryAfterSeconds) },
      });
    }
    c.set("principal", resolution.principal);
    await next();
  };
}

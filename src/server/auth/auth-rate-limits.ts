import type { BetterAuthOptions } from "better-auth";

const MINUTE = 60;

/**
 * better-auth's rate limits per client address (TRUSTED_PROXY_HEADERS in docs/operations.md): 100 requests a minute per address and endpoint, far fewer on the
 * endpoints that check a password, a code or send mail, none on the session lookup every page makes.
 */
export function authRateLimits(storage: "secondary-storage" | "database"): BetterAuthOptions["rateLimit"] {
  return {
    enabled: true,
    storage,
    window: MINUTE,
    max: 100,
    customRules: {
      "/sign-in/email": { window: MINUTE, max: 5 },
      "/sign-up/email": { window: MINUTE, max: 5 },
      "/request-password-reset": { window: MINUTE, max: 3 },
      "/reset-password": { window: MINUTE, max: 5 },
      "/send-verification-email": { window: MINUTE, max: 3 },
      "/two-factor/verify-totp": { window: MINUTE, max: 5 },
      "/two-factor/verify-backup-code": { window: MINUTE, max: 5 },
      "/two-factor/enable": { window: MINUTE, max: 5 },
      "/two-factor/disable": { window: MINUTE, max: 5 },
      "/two-factor/generate-backup-codes": { window: MINUTE, max: 5 },
      "/verify-password": { window: MINUTE, max: 5 },
      // Each checks the current password: a stolen session must not guess it at full speed.
      "/change-password": { window: MINUTE, max: 5 },
      "/change-email": { window: MINUTE, max: 5 },
      "/delete-user": { window: MINUTE, max: 5 },
      "/get-session": false,
    },
  };
}

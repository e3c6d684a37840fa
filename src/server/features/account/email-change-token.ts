import { createHash } from "node:crypto";

/** What better-auth puts in an e-mail verification link's token (a JWT it signs). */
export interface EmailTokenClaims {
  email: string;
  updateTo?: string;
  requestType?: string;
  userId?: string;
  exp?: number;
}

/**
 * The token's claims, read without checking the signature: better-auth verifies the token itself when
 * the link is opened. We only use them to word e-mails and to refuse links (a used one, an address that
 * was taken meanwhile) — never to accept one.
 */
export function readEmailTokenClaims(token: string): EmailTokenClaims | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<EmailTokenClaims>;
    return typeof claims.email === "string" ? (claims as EmailTokenClaims) : null;
  } catch {
    return null;
  }
}

/** An e-mail change's confirmation link (as opposed to a sign-up verification). */
export const isEmailChangeClaims = (
  claims: EmailTokenClaims | null,
): claims is EmailTokenClaims & { updateTo: string } =>
  typeof claims?.updateTo === "string" && claims.requestType === "change-email-verification";

/** How a used e-mail change link is remembered (better-auth's verification table, until the link expires). */
export const usedEmailChangeIdentifier = (token: string) =>
  `email-change-used:${createHash("sha256").update(token).digest("base64url")}`;

import { z } from "zod";
import { organizationIdSchema } from "./api-keys.ts";

/**
 * Connecting the plugin through the browser (OAuth 2.0 device authorization grant, RFC 8628; decision
 * 016): the user code the plugin shows, the /device page's API and the Connected devices card.
 */

/** RFC 8628 §6.1's base-20 alphabet: no vowels (no words), no look-alikes (0/O, 1/I/L…). */
export const USER_CODE_ALPHABET = "BCDFGHJKLMNPQRSTVWXZ";
export const USER_CODE_LENGTH = 8;
/** How many devices one user may connect per scope (personal credits, or each studio). */
export const DEVICE_KEYS_PER_SCOPE = 10;

const USER_CODE = new RegExp(`^[${USER_CODE_ALPHABET}]{${USER_CODE_LENGTH}}$`);

/** 'bcdf-ghjk', 'BCDF GHJK', 'bcdfghjk' → 'BCDFGHJK'; null when it cannot be a user code. */
export function normalizeUserCode(input: string): string | null {
  const compact = compactUserCode(input);
  return USER_CODE.test(compact) ? compact : null;
}

const compactUserCode = (input: string) => input.replace(/[\s-]+/g, "").toUpperCase();

/** 'BCDFGHJK' → 'BCDF-GHJK', as the plugin shows it. */
export function formatUserCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

// "Letters", as the form's hint says: the code has no digits.
export const USER_CODE_HINT = "Enter the 8-letter code the plugin shows, like BCDF-GHJK.";
/** For eight characters that include one the alphabet leaves out: the length is right, a letter is not. */
export const USER_CODE_LETTERS_HINT =
  "A plugin's code has no vowels and no digits: check each letter against the plugin, like BCDF-GHJK.";

/** Why `input` cannot be a user code, said so that the person typing it knows what to fix. */
export function userCodeProblem(input: string): string {
  return compactUserCode(input).length === USER_CODE_LENGTH ? USER_CODE_LETTERS_HINT : USER_CODE_HINT;
}

export const userCodeSchema = z
  .string()
  .max(32, USER_CODE_HINT)
  .transform((value, ctx) => {
    const code = normalizeUserCode(value);
    if (!code) {
      ctx.addIssue({ code: "custom", message: userCodeProblem(value) });
      return z.NEVER;
    }
    return code;
  });

export const userCodeParam = z.object({ userCode: userCodeSchema });

/** POST /api/device/requests/:userCode/approve: where the device spends (null = personal credits). */
export const approveDeviceBody = z.object({ organizationId: organizationIdSchema.nullable() });
export type ApproveDeviceBody = z.infer<typeof approveDeviceBody>;

export const devicesQuery = z.object({ organizationId: organizationIdSchema.optional() });
export const deviceIdParam = z.object({ id: z.string().min(1).max(100) });

export interface DeviceDescription {
  /** As the plugin described itself; null when it did not. */
  name: string | null;
  os: string | null;
  version: string | null;
}

/** What became of a code: only a pending one can be approved or denied. */
export type DeviceRequestStatus = "pending" | "approved" | "denied" | "expired" | "used";

/** GET /api/device/requests/:userCode — what the approval page shows. */
export interface DeviceRequestView {
  userCode: string;
  status: DeviceRequestStatus;
  device: DeviceDescription;
  requestedAt: string;
  requestIp: string | null;
  expiresAt: string;
}

export interface DeviceDecisionResponse {
  status: "approved" | "denied";
  /** The studio the device spends from; null = personal credits (and for a denial). */
  organization: { id: string; name: string } | null;
}

/** GET /api/devices — one row of the Connected devices card. */
export interface ConnectedDevice {
  id: string;
  device: DeviceDescription;
  organization: { id: string; name: string } | null;
  createdAt: string;
  lastUsedAt: string | null;
}

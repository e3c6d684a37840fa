import { z } from "zod";

/**
 * API keys for the desktop plugin (docs/plugin-api.md): `goji_` + 40 base62 characters. The full key is
 * shown once; afterwards only its display parts (first 10 and last 5 characters) exist.
 */
export const API_KEY_PREFIX = "goji_";
export const API_KEY_RANDOM_LENGTH = 40;
export const API_KEY_LENGTH = API_KEY_PREFIX.length + API_KEY_RANDOM_LENGTH;
export const API_KEY_PATTERN = /^goji_[0-9A-Za-z]{40}$/;
export const API_KEY_PREFIX_LENGTH = 10;
export const API_KEY_SUFFIX_LENGTH = 5;

/** 'goji_AbCdE…Xy12z': how a key is shown when it is hidden (docs/product.md#states). */
export function maskApiKey(key: string): string {
  return `${key.slice(0, API_KEY_PREFIX_LENGTH)}…${key.slice(-API_KEY_SUFFIX_LENGTH)}`;
}

export const organizationIdSchema = z.string().trim().min(1, "Required").max(100);

/** POST /api/api-key/generate: `organizationId` only when a studio is active (docs/api.md). */
export const generateApiKeyBody = z.object({ organizationId: organizationIdSchema.nullish() });
export type GenerateApiKeyBody = z.infer<typeof generateApiKeyBody>;

export interface GenerateApiKeyResponse {
  apiKey: string;
}

/** GET /api/api-key/current: the live key of a scope, for the card (created / last used). */
export const currentApiKeyQuery = z.object({ organizationId: organizationIdSchema.optional() });

export interface ApiKeySummary {
  prefix: string;
  suffix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface CurrentApiKeyResponse {
  key: ApiKeySummary | null;
}

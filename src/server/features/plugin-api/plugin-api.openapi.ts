import { createRoute } from "@hono/zod-openapi";
import {
  CREDITS_REMAINING_HEADER,
  CREDITS_RESET_HEADER,
  errorResponseSchema,
  meResponseSchema,
  usageBody,
  usageResponseSchema,
} from "../../../shared/plugin-api.ts";
import { siteLinks } from "../../../shared/site-links.ts";
import { UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE } from "../api-keys/unknown-key-budget.ts";

/**
 * How /api/openapi.json describes the plugin API: operations, every answer they can give (with an
 * example that validates against its schema), the headers, tags. Checked by Redocly's `recommended`
 * rules in the test suite (plugin-api.openapi.test.ts).
 */
export const PLUGIN_API_TAGS = [
  { name: "Plugin API", description: "What the plugin calls with an API key: who it is, and spending credits." },
  {
    name: "Device authorization",
    description:
      "How the plugin gets its key by signing in through the browser: the OAuth 2.0 device authorization grant (RFC 8628) for the public client `goji-plugin`. OAuth libraries discover both endpoints from the RFC 8414 metadata at `/.well-known/oauth-authorization-server` (at the site's root, not under /api).",
  },
];

const EXAMPLE_REQUEST_ID = "3f1c2e8a-6b5d-4c1e-9a7b-2d4e6f8a0b1c";
const EXAMPLE_RESET = "2026-12-01T00:00:00.000Z";

export const creditHeaders = {
  [CREDITS_REMAINING_HEADER]: {
    description: "Credits this key can still spend in the cycle.",
    schema: { type: "integer" as const, example: 1879 },
  },
  [CREDITS_RESET_HEADER]: {
    description: "When the cycle ends and credits reset (ISO 8601).",
    schema: { type: "string" as const, format: "date-time", example: EXAMPLE_RESET },
  },
};

const error = (description: string, code: string, message: string) => ({
  description,
  content: {
    "application/json": {
      schema: errorResponseSchema,
      example: { error: { code, message, requestId: EXAMPLE_REQUEST_ID } },
    },
  },
});

const unauthorized = error(
  "Missing, malformed, unknown or revoked API key, or the key's owner is banned.",
  "unauthorized",
  "Invalid or revoked API key.",
);
const rateLimited = {
  ...error(
    `Too many requests for this key this minute, or too many with unknown or banned keys from this address (${UNKNOWN_KEY_LOOKUPS_PER_ADDRESS_PER_MINUTE} a minute per server instance); see Retry-After.`,
    "rate_limited",
    "Too many requests for this API key. Retry in 12 s.",
  ),
  headers: {
    "Retry-After": {
      description: "Seconds until the key may call again.",
      schema: { type: "integer" as const, example: 12 },
    },
  },
};

const serviceUnavailable = {
  ...error(
    "The database cannot be reached right now; nothing was charged unless a retry with the same idempotency key says so. Retry after Retry-After.",
    "service_unavailable",
    "The service is briefly unavailable. Please retry shortly.",
  ),
  headers: {
    "Retry-After": {
      description: "Seconds to wait before retrying (with the same idempotency key for a debit).",
      schema: { type: "integer" as const, example: 5 },
    },
  },
};

const balanceExample = { used: 121, total: 2000, remaining: 1879, resetsAt: EXAMPLE_RESET };

export const meRoute = createRoute({
  method: "get",
  path: "/v1/me",
  operationId: "getMe",
  tags: ["Plugin API"],
  summary: "Who the key belongs to and its credits",
  description: "The key's user, its studio (null for a personal key), the plan and the credits this key can spend.",
  security: [{ apiKey: [] }],
  responses: {
    200: {
      description: "The key's user, studio, plan and credits.",
      headers: creditHeaders,
      content: {
        "application/json": {
          schema: meResponseSchema,
          example: {
            user: { id: "usr_123", name: "Ada", email: "ada@example.com" },
            organization: { id: "org_456", name: "Pixel Forge" },
            plan: { id: "studio", name: "Studio" },
            credits: balanceExample,
          },
        },
      },
    },
    401: unauthorized,
    429: rateLimited,
    503: serviceUnavailable,
  },
});

export const usageRoute = createRoute({
  method: "post",
  path: "/v1/usage",
  operationId: "spendCredits",
  tags: ["Plugin API"],
  summary: "Spend credits",
  description:
    "Charges `amount` credits once per `idempotencyKey`: repeating a request returns the first answer with `replayed: true`.",
  security: [{ apiKey: [] }],
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: usageBody,
          example: { amount: 1, idempotencyKey: "c5a9e3f0-2b1d-4e9a-9b0e-6f1f8f0c1d2a", feature: "scene-assist" },
        },
      },
    },
  },
  responses: {
    200: {
      description: "Charged (or replayed).",
      headers: creditHeaders,
      content: { "application/json": { schema: usageResponseSchema, example: { ...balanceExample, replayed: false } } },
    },
    400: error("The body is not valid JSON.", "bad_request", "The request body is not valid JSON."),
    401: unauthorized,
    402: {
      ...error(
        "Not enough credits (`insufficient_credits`); nothing was charged.",
        "insufficient_credits",
        "Not enough credits: 3 left this cycle.",
      ),
      headers: creditHeaders,
    },
    409: {
      ...error(
        "The idempotency key was already used with a different amount or feature; nothing was charged.",
        "conflict",
        "This idempotency key was already used with a different request.",
      ),
      headers: creditHeaders,
    },
    413: error("The body is larger than 16 KB.", "payload_too_large", "The request body is too large (at most 16 KB)."),
    415: error(
      "The body is not sent as `application/json`.",
      "unsupported_media_type",
      "Send the body as JSON, with Content-Type: application/json.",
    ),
    422: error("Invalid body; `message` names the field.", "unprocessable", "amount: must be a whole number"),
    429: rateLimited,
    503: serviceUnavailable,
  },
});

export const documentInfo = {
  openapi: "3.1.0",
  info: {
    title: "Goji plugin API",
    version: "1.0.0",
    description:
      "What the Goji editor plugin calls: it gets an API key by signing in through the browser (device authorization) or from the account page, then calls the plugin API with it. Every answer that concerns a credit pool carries Goji-Credits-Remaining and Goji-Credits-Reset.",
    license: { name: "Proprietary", url: "https://goji.dev/terms" },
    contact: { name: "Goji Labs", email: siteLinks.contactEmail },
  },
  servers: [{ url: "/api", description: "This site's API" }],
  tags: PLUGIN_API_TAGS,
};

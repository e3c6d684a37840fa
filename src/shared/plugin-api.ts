import { z } from "zod";
import { PLAIN_TEXT } from "./plain-text.ts";

/**
 * Contracts of the plugin API (/api/v1, docs/plugin-api.md). Plain zod with `.meta()` so the same schemas
 * validate requests and describe them in /api/openapi.json.
 */
export const CREDITS_REMAINING_HEADER = "Goji-Credits-Remaining";
export const CREDITS_RESET_HEADER = "Goji-Credits-Reset";

export const usageBody = z
  .object({
    amount: z
      .number()
      .int("must be a whole number")
      .min(1)
      .max(1_000_000)
      .meta({ description: "Credits to spend.", example: 1 }),
    idempotencyKey: z
      .string()
      .min(1, "Required")
      .max(200)
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
      .meta({
        description: "Unique per action; a retry with the same key is charged once.",
        example: "c5a9e3f0-2b1d-4e9a-9b0e-6f1f8f0c1d2a",
      }),
    feature: z
      .string()
      .trim()
      .min(1)
      .max(100)
      // Refused here rather than by the database mid-batch.
      .regex(PLAIN_TEXT, "must be plain text, without control characters")
      .optional()
      // The document's pattern is the regex's source: `.regex()` alone would write its flags too (`…$/u`),
      // which no client can compile. JSON Schema validators apply ECMA-262 `u` semantics, as PLAIN_TEXT does.
      .meta({ description: "What the credits were spent on.", example: "scene-assist", pattern: PLAIN_TEXT.source }),
  })
  .meta({ id: "UsageRequest" });
export type UsageBody = z.infer<typeof usageBody>;

/**
 * Credits from the key's point of view: a personal key sees its pool; a studio member with an
 * allocation sees the allocation; other members see the studio's shared (unallocated) credits.
 */
export const creditBalanceSchema = z
  .object({
    used: z.number().int(),
    total: z.number().int(),
    remaining: z.number().int(),
    resetsAt: z
      .string()
      .meta({ description: "End of the current cycle (ISO 8601).", example: "2026-12-01T00:00:00.000Z" }),
  })
  .meta({ id: "CreditBalance" });
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

export const usageResponseSchema = creditBalanceSchema
  .extend({
    replayed: z
      .boolean()
      .meta({ description: "True when this answers a repeated idempotency key; nothing was charged." }),
  })
  .meta({ id: "UsageResponse" });
export type UsageResponse = z.infer<typeof usageResponseSchema>;

export const meResponseSchema = z
  .object({
    user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    organization: z.object({ id: z.string(), name: z.string() }).nullable(),
    plan: z.object({ id: z.string(), name: z.string() }),
    credits: creditBalanceSchema,
  })
  .meta({ id: "Me" });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: "insufficient_credits" }),
      message: z.string(),
      requestId: z.string(),
    }),
  })
  .meta({ id: "Error" });

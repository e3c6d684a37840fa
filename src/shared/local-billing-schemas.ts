import { z } from "zod";
import { findTestCard } from "./local-billing.ts";

/** Request bodies of the local provider's pages, validated on the server. */

export const localCardBody = z
  .object({
    number: z.string().trim().min(1, "Card number is required").max(30),
    expMonth: z.coerce.number().int().min(1, "Invalid expiry month").max(12, "Invalid expiry month"),
    expYear: z.coerce.number().int().min(2000, "Invalid expiry year").max(2100, "Invalid expiry year"),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, "CVC must be 3 or 4 digits"),
    name: z.string().trim().max(100).optional(),
  })
  .superRefine((card, ctx) => {
    if (!findTestCard(card.number)) {
      ctx.addIssue({
        code: "custom",
        path: ["number"],
        message: "Use a test card such as 4242 4242 4242 4242: the local provider never charges real cards.",
      });
    }
    const now = new Date();
    if (
      card.expYear < now.getUTCFullYear() ||
      (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)
    ) {
      ctx.addIssue({ code: "custom", path: ["expMonth"], message: "Your card has expired." });
    }
  });

export const completeCheckoutBody = z.object({ card: localCardBody });
export const updateCardBody = z.object({ card: localCardBody });
export const changePlanBody = z.object({ planId: z.string().trim().min(1, "Required").max(40) });
export const simulateBody = z.object({ event: z.enum(["renewal", "payment_failed", "retries_exhausted"]) });
export const sessionIdParam = z.object({ sessionId: z.string().trim().min(1).max(100) });

import { z } from "zod";
import { passwordProblem } from "./password-rules.ts";

/** GET /api/account/details (docs/product.md#entities). */
export interface AccountDetails {
  hasPersonalApiKey: boolean;
  hasOrganizationApiKey: boolean;
  hasPasswordCredential: boolean;
  isTwoFactorEnabled: boolean;
  subscription: {
    tokensUsed: number;
    totalTokens: number;
    subscriptionPlan: string;
    status: string;
    /** ISO date of the next renewal, or null (shown as 'N/A'). */
    nextBillingDate: string | null;
  };
}

export const accountDetailsQuery = z.object({ activeOrgId: z.string().min(1).max(100).optional() });

/** GET /api/account/deletion-link: whether an e-mailed deletion link still works (the page asks before it offers it). */
export const deletionLinkQuery = z.object({ token: z.string().min(1).max(200) });
export interface DeletionLinkCheck {
  /** usable: it can delete (signed out: once signed in as its account); other-account: it is another account's. */
  status: "usable" | "other-account" | "invalid";
}

export const passwordBody = z.object({ password: z.string().min(1, "Required").max(128) });

export const newPasswordSchema = z
  .string()
  .max(128)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const setPasswordBody = z.object({ newPassword: newPasswordSchema });

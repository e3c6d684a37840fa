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

export const passwordBody = z.object({ password: z.string().min(1, "Required").max(128) });

export const newPasswordSchema = z
  .string()
  .max(128)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const setPasswordBody = z.object({ newPassword: newPasswordSchema });

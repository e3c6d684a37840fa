import { z } from "zod";

/** Request bodies of the billing API, validated on the server (kept apart so the web bundle stays free of zod). */

const id = z.string().trim().min(1, "Required").max(100);

/** POST /api/billing/checkout: a personal plan for the user, or the studio plan for one of their studios. */
export const checkoutBody = z.object({
  planId: z.string().trim().min(1, "Required").max(40),
  organizationId: id.optional(),
});

/** POST /api/account/portal-session (docs/api.md). The origin of returnUrl is checked on the server. */
export const portalSessionBody = z.object({
  returnUrl: z.url("returnUrl must be an absolute URL").max(2000),
  organizationId: id.optional(),
});

export const organizationIdParam = z.object({ id });

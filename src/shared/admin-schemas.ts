import { z } from "zod";
import { DEFAULT_USER_PAGE_SIZE, REASON_MAX, REASON_MIN, SITE_ROLES, USER_PAGE_SIZES } from "./admin.ts";

/**
 * Request schemas of the site administration API (/api/admin/*) and of the rules the admin hooks add
 * to better-auth's /api/auth/admin/* endpoints.
 */
const reason = z
  .string({ error: "A reason is required." })
  .trim()
  .min(REASON_MIN, `Give a reason of at least ${REASON_MIN} characters.`)
  .max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters.`);

/** Impersonation and bans must say why: the reason goes to the audit log. */
export const reasonSchema = reason;
export const optionalReasonSchema = reason.optional();

const flag = z.enum(["true", "false"]).transform((value) => value === "true");

/** GET /api/admin/users — every parameter is an optional string in the URL. */
export const userListQuery = z.object({
  q: z.string().trim().max(100, "Search is limited to 100 characters.").optional(),
  role: z.enum(SITE_ROLES).optional(),
  banned: flag.optional(),
  verified: flag.optional(),
  sort: z.enum(["created", "email", "name"]).default("created"),
  dir: z.enum(["asc", "desc"]).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (USER_PAGE_SIZES as readonly number[]).includes(n), "pageSize must be 10, 25, 50 or 100")
    .default(DEFAULT_USER_PAGE_SIZE),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const auditLogQuery = z.object({
  userId: z.string().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const userIdParam = z.object({ userId: z.string().min(1).max(100) });
export const userSessionParam = userIdParam.extend({ sessionId: z.string().min(1).max(100) });
export const userApiKeyParam = userIdParam.extend({ keyId: z.string().min(1).max(100) });
export const optionalReasonBody = z.object({ reason: optionalReasonSchema }).default({});

import type { Db } from "../../db/client.ts";
import { epochMs, preparedStatement } from "../../db/prepared.ts";
import type { AccountDetails } from "../../../shared/account.ts";
import { ENTITLING_STATUSES } from "../../../shared/billing.ts";
import { getSubscriptionSummary, summarizeSubscription } from "../billing/subscription-summary.ts";
import { accountDetailsCacheKey, type AccountDetailsCache } from "./account-details-cache.ts";

interface SecurityAndKeys {
  isTwoFactorEnabled: boolean;
  hasPasswordCredential: boolean;
  hasPersonalApiKey: boolean;
  hasOrganizationApiKey: boolean;
}

export type SessionAccountDetails =
  { status: "signed-out" } | { status: "banned" } | { status: "found"; details: AccountDetails };

/**
 * Security flags and key presence of user `u` in the context of studio `$org` (null for none). A
 * studio key counts only while the user is still a member of that studio.
 */
const securityAndKeyColumns = (org: string) => `
  coalesce(u.two_factor_enabled, false) as "isTwoFactorEnabled",
  exists (select 1 from account a where a.user_id = u.id and a.provider_id = 'credential' and a.password is not null) as "hasPasswordCredential",
  exists (select 1 from api_key k where k.user_id = u.id and k.organization_id is null and k.kind = 'manual' and k.revoked_at is null) as "hasPersonalApiKey",
  (${org}::text is not null
    and exists (select 1 from member m where m.user_id = u.id and m.organization_id = ${org}::text)
    and exists (select 1 from api_key k where k.user_id = u.id and k.organization_id = ${org}::text and k.kind = 'manual' and k.revoked_at is null)
  ) as "hasOrganizationApiKey"`;

export interface SessionDetailsRow extends SecurityAndKeys {
  userId: string;
  banned: boolean;
  expiresAtMs: number;
  /** The requested studio is one of the user's (only such answers are cached: one entry per membership). */
  isMemberOfActiveStudio: boolean;
  poolUsed: number | null;
  poolTotal: number | null;
  poolPlanId: string | null;
  poolCycleEndMs: number | null;
  subscriptionStatus: string | null;
  periodStartMs: number | null;
  periodEndMs: number | null;
  cancelAtPeriodEnd: boolean | null;
}

/**
 * $1 session token, $2 active studio id or null, $3 the entitling subscription statuses.
 * Its rows are cached (decision 009): every table it reads has a trigger that announces changes in
 * drizzle/0008_account_details_invalidation.sql — a new source needs one too.
 */
const selectSessionDetails = preparedStatement<SessionDetailsRow>(
  "account_details_by_session",
  `
  select
    u.id as "userId",
    coalesce(u.banned, false) as "banned",
    ${epochMs("s.expires_at")} as "expiresAtMs",
    ${securityAndKeyColumns("$2")},
    exists (select 1 from member m where m.user_id = u.id and m.organization_id = $2::text) as "isMemberOfActiveStudio",
    p.used as "poolUsed",
    p.total as "poolTotal",
    p.plan_id as "poolPlanId",
    ${epochMs("p.cycle_end")} as "poolCycleEndMs",
    b.status as "subscriptionStatus",
    ${epochMs("b.current_period_start")} as "periodStartMs",
    ${epochMs("b.current_period_end")} as "periodEndMs",
    b.cancel_at_period_end as "cancelAtPeriodEnd"
  from session s
  join "user" u on u.id = s.user_id
  left join credit_pool p on p.user_id = u.id
  left join lateral (
    select status, current_period_start, current_period_end, cancel_at_period_end
    from billing_subscription
    where user_id = u.id
    order by status = any($3::text[]) desc, provider_created_at desc
    limit 1
  ) b on true
  where s.token = $1`,
);

/**
 * GET /api/account/details (docs/product.md#entities) for the session behind `token`, in ONE prepared statement: the
 * session and its user (so a revoked or expired session, or a banned user, is refused), the security
 * flags, the personal pool and the subscription to show (the newest entitling one, else the newest).
 * This endpoint is on every account page load (docs/benchmarks.md); the usual path — a session lookup,
 * then the flags, the pool and the subscriptions — is five round trips, each planned anew.
 *
 * With a `cache`, a signed-in, unbanned session's row is kept in memory until the database announces a
 * change to anything it shows (account-details-cache.ts, decision 009); expiry and the pool's cycle end
 * are still checked against the clock on every request.
 *
 * A pool that does not exist yet or whose cycle has ended is created or rolled over by the regular
 * summary (a write, once per cycle at most), so the numbers shown are always the current cycle's.
 */
export async function findAccountDetailsForSession(
  db: Db,
  token: string,
  activeOrgId: string | null,
  options: { now?: Date; cache?: AccountDetailsCache | undefined } = {},
): Promise<SessionAccountDetails> {
  const now = options.now ?? new Date();
  const row = await readSessionDetails(db, token, activeOrgId, now, options.cache);
  if (!row || row.expiresAtMs < now.getTime()) return { status: "signed-out" };
  if (row.banned) return { status: "banned" };

  const { userId, isTwoFactorEnabled, hasPasswordCredential, hasPersonalApiKey, hasOrganizationApiKey } = row;
  const subscription = isCurrentPool(row, now)
    ? summarizeSubscription(
        { used: row.poolUsed, total: row.poolTotal, planId: row.poolPlanId },
        displayedSubscription(row),
      )
    : await getSubscriptionSummary(db, userId);
  return {
    status: "found",
    details: { isTwoFactorEnabled, hasPasswordCredential, hasPersonalApiKey, hasOrganizationApiKey, subscription },
  };
}

/**
 * The row from the cache when it is there and still current by the clock, else from the database.
 * Only rows that answer by themselves are cached: a live, unbanned session with a current pool, asked
 * about no studio or one of the user's own (any other id would be one more entry per request).
 */
async function readSessionDetails(
  db: Db,
  token: string,
  activeOrgId: string | null,
  now: Date,
  cache: AccountDetailsCache | undefined,
) {
  const key = accountDetailsCacheKey(token, activeOrgId);
  const cached = cache?.get(key);
  if (cached && cached.expiresAtMs >= now.getTime() && isCurrentPool(cached, now)) return cached;

  const lookupToken = cache?.beginLookup() ?? 0;
  const [row] = await selectSessionDetails(db, [token, activeOrgId, ENTITLING_STATUSES]);
  const cacheable =
    row &&
    !row.banned &&
    row.expiresAtMs >= now.getTime() &&
    isCurrentPool(row, now) &&
    (activeOrgId === null || row.isMemberOfActiveStudio);
  if (cache && cacheable) cache.store(key, row, lookupToken);
  return row;
}

type CurrentPoolRow = SessionDetailsRow & {
  poolUsed: number;
  poolTotal: number;
  poolPlanId: string;
  poolCycleEndMs: number;
};

/** The personal pool exists (the left join found it) and its cycle has not ended. */
function isCurrentPool(row: SessionDetailsRow, now: Date): row is CurrentPoolRow {
  return (
    row.poolUsed !== null &&
    row.poolTotal !== null &&
    row.poolPlanId !== null &&
    row.poolCycleEndMs !== null &&
    now.getTime() < row.poolCycleEndMs
  );
}

function displayedSubscription(row: SessionDetailsRow) {
  if (row.subscriptionStatus === null || row.periodStartMs === null || row.periodEndMs === null) return null;
  return {
    status: row.subscriptionStatus,
    currentPeriodStart: new Date(row.periodStartMs),
    currentPeriodEnd: new Date(row.periodEndMs),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false,
  };
}

const selectSecurityState = preparedStatement<SecurityAndKeys>(
  "account_security_state",
  `select ${securityAndKeyColumns("null")} from "user" u where u.id = $1`,
);

/** Whether the user can use two-factor and already has a password (set-password and friends). */
export async function findSecurityState(
  db: Db,
  userId: string,
): Promise<Pick<SecurityAndKeys, "isTwoFactorEnabled" | "hasPasswordCredential">> {
  const [row] = await selectSecurityState(db, [userId]);
  return {
    isTwoFactorEnabled: row?.isTwoFactorEnabled ?? false,
    hasPasswordCredential: row?.hasPasswordCredential ?? false,
  };
}

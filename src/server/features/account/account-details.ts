import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import type { AccountDetails } from "../../../shared/account.ts";
import { getSubscriptionSummary } from "../billing/subscription-summary.ts";

interface SecurityAndKeys {
  isTwoFactorEnabled: boolean;
  hasPasswordCredential: boolean;
  hasPersonalApiKey: boolean;
  hasOrganizationApiKey: boolean;
}

/** Account details of spec §3 for the signed-in user, optionally in the context of one of their studios. */
export async function getAccountDetails(db: Db, userId: string, activeOrgId: string | undefined): Promise<AccountDetails> {
  const [state, subscription] = await Promise.all([
    findSecurityAndKeys(db, userId, activeOrgId ?? null),
    getSubscriptionSummary(db, userId),
  ]);
  return { ...state, subscription };
}

/**
 * Security flags and key presence in one round trip: this endpoint is on every account page load
 * (issue 3 benchmark). A studio key counts only while the user is still a member of that studio.
 */
export async function findSecurityAndKeys(db: Db, userId: string, organizationId: string | null): Promise<SecurityAndKeys> {
  const result = await db.execute(sql`
    select
      coalesce(u.two_factor_enabled, false) as "isTwoFactorEnabled",
      exists (select 1 from account a where a.user_id = u.id and a.provider_id = 'credential' and a.password is not null) as "hasPasswordCredential",
      exists (select 1 from api_key k where k.user_id = u.id and k.organization_id is null and k.revoked_at is null) as "hasPersonalApiKey",
      (${organizationId}::text is not null
        and exists (select 1 from member m where m.user_id = u.id and m.organization_id = ${organizationId})
        and exists (select 1 from api_key k where k.user_id = u.id and k.organization_id = ${organizationId} and k.revoked_at is null)
      ) as "hasOrganizationApiKey"
    from "user" u
    where u.id = ${userId}`);
  const [row] = rowsOf<SecurityAndKeys>(result);
  return {
    isTwoFactorEnabled: row?.isTwoFactorEnabled ?? false,
    hasPasswordCredential: row?.hasPasswordCredential ?? false,
    hasPersonalApiKey: row?.hasPersonalApiKey ?? false,
    hasOrganizationApiKey: row?.hasOrganizationApiKey ?? false,
  };
}

export async function findSecurityState(db: Db, userId: string) {
  const { isTwoFactorEnabled, hasPasswordCredential } = await findSecurityAndKeys(db, userId, null);
  return { isTwoFactorEnabled, hasPasswordCredential };
}

-- Every instance caches GET /api/account/details per session (docs/decisions/009). These triggers name the
-- user whose details changed on the channel goji_account_invalidation, when the changing transaction
-- commits. Kept by the database itself, so every path is covered: our services, better-auth's endpoints,
-- foreign-key cascades, an operator's manual SQL. Payload: one user id, several joined by commas, or '*'
-- (everyone). The details statement (features/account/account-details.ts) reads exactly these tables.
CREATE OR REPLACE FUNCTION goji_notify_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- TG_ARGV[0]: the column holding the user id ("id" on "user" itself). An update that moves a row to
  -- another user changes both users' details.
  old_user text := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) ->> TG_ARGV[0] END;
  new_user text := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN to_jsonb(NEW) ->> TG_ARGV[0] END;
BEGIN
  IF old_user IS NOT NULL THEN
    PERFORM pg_notify('goji_account_invalidation', old_user);
  END IF;
  IF new_user IS NOT NULL AND new_user IS DISTINCT FROM old_user THEN
    PERFORM pg_notify('goji_account_invalidation', new_user);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goji_notify_all_accounts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('goji_account_invalidation', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Sign-out, revocation, expiry changes.
CREATE TRIGGER session_changed_notify_account AFTER UPDATE OR DELETE ON "session" FOR EACH ROW
  EXECUTE FUNCTION goji_notify_account_changed('user_id');
--> statement-breakpoint
-- Bans, two-factor, deletion.
CREATE TRIGGER user_changed_notify_account AFTER UPDATE OR DELETE ON "user" FOR EACH ROW
  EXECUTE FUNCTION goji_notify_account_changed('id');
--> statement-breakpoint
-- Whether a password is set.
CREATE TRIGGER account_changed_notify_account AFTER INSERT OR UPDATE OR DELETE ON account FOR EACH ROW
  EXECUTE FUNCTION goji_notify_account_changed('user_id');
--> statement-breakpoint
-- Whether a live personal or studio key exists (not on every "last used" touch).
CREATE TRIGGER api_key_added_or_removed_notify_account AFTER INSERT OR DELETE ON api_key FOR EACH ROW
  EXECUTE FUNCTION goji_notify_account_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER api_key_changed_notify_account AFTER UPDATE OF revoked_at, user_id, organization_id ON api_key FOR EACH ROW
  EXECUTE FUNCTION goji_notify_account_changed('user_id');
--> statement-breakpoint
-- A studio key counts only while its owner is a member.
CREATE TRIGGER member_added_or_removed_notify_account AFTER INSERT OR DELETE ON member FOR EACH ROW
  EXECUTE FUNCTION goji_notify_account_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_moved_notify_account AFTER UPDATE OF user_id, organization_id ON member FOR EACH ROW
  EXECUTE FUNCTION goji_notify_account_changed('user_id');
--> statement-breakpoint
-- The subscription shown.
CREATE TRIGGER billing_subscription_changed_notify_account AFTER INSERT OR UPDATE OR DELETE ON billing_subscription FOR EACH ROW
  EXECUTE FUNCTION goji_notify_account_changed('user_id');
--> statement-breakpoint
-- The personal pool shown. Created or removed rarely: one notification per row.
CREATE TRIGGER credit_pool_added_or_removed_notify_account AFTER INSERT OR DELETE ON credit_pool FOR EACH ROW
  EXECUTE FUNCTION goji_notify_account_changed('user_id');
--> statement-breakpoint
-- Every debit batch updates pools: one notification per statement naming all personal pools' owners.
CREATE OR REPLACE FUNCTION goji_notify_personal_pools_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners text;
BEGIN
  SELECT string_agg(user_id, ',') INTO owners
    FROM (SELECT user_id FROM old_pools UNION SELECT user_id FROM new_pools) AS changed
    WHERE user_id IS NOT NULL;
  IF owners IS NOT NULL THEN
    -- pg_notify refuses payloads of 8000 bytes or more: a very large statement drops every cached entry.
    PERFORM pg_notify('goji_account_invalidation', CASE WHEN length(owners) > 7900 THEN '*' ELSE owners END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER credit_pool_updated_notify_account AFTER UPDATE ON credit_pool
  REFERENCING OLD TABLE AS old_pools NEW TABLE AS new_pools
  FOR EACH STATEMENT EXECUTE FUNCTION goji_notify_personal_pools_changed();
--> statement-breakpoint
-- TRUNCATE fires no row triggers: it drops every cached entry.
CREATE TRIGGER session_truncated_notify_account AFTER TRUNCATE ON "session" FOR EACH STATEMENT EXECUTE FUNCTION goji_notify_all_accounts_changed();
--> statement-breakpoint
CREATE TRIGGER user_truncated_notify_account AFTER TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION goji_notify_all_accounts_changed();
--> statement-breakpoint
CREATE TRIGGER account_truncated_notify_account AFTER TRUNCATE ON account FOR EACH STATEMENT EXECUTE FUNCTION goji_notify_all_accounts_changed();
--> statement-breakpoint
CREATE TRIGGER api_key_truncated_notify_account AFTER TRUNCATE ON api_key FOR EACH STATEMENT EXECUTE FUNCTION goji_notify_all_accounts_changed();
--> statement-breakpoint
CREATE TRIGGER member_truncated_notify_account AFTER TRUNCATE ON member FOR EACH STATEMENT EXECUTE FUNCTION goji_notify_all_accounts_changed();
--> statement-breakpoint
CREATE TRIGGER billing_subscription_truncated_notify_account AFTER TRUNCATE ON billing_subscription FOR EACH STATEMENT EXECUTE FUNCTION goji_notify_all_accounts_changed();
--> statement-breakpoint
CREATE TRIGGER credit_pool_truncated_notify_account AFTER TRUNCATE ON credit_pool FOR EACH STATEMENT EXECUTE FUNCTION goji_notify_all_accounts_changed();

-- TRUNCATE fires no row triggers, so the key channel's row triggers (0004) never see an operator's
-- TRUNCATE of api_key, member or "user" (nor the tables a TRUNCATE ... CASCADE empties with them), and
-- every instance kept serving the cached keys until their expiry. These statement triggers send '{}',
-- which names no key or user: the principal cache drops every entry (features/api-keys/principal-cache.ts).
CREATE OR REPLACE FUNCTION goji_notify_all_api_keys_invalid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('goji_api_key_invalidation', '{}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER api_key_truncated_notify AFTER TRUNCATE ON api_key FOR EACH STATEMENT EXECUTE FUNCTION goji_notify_all_api_keys_invalid();
--> statement-breakpoint
CREATE TRIGGER member_truncated_notify_key AFTER TRUNCATE ON member FOR EACH STATEMENT EXECUTE FUNCTION goji_notify_all_api_keys_invalid();
--> statement-breakpoint
CREATE TRIGGER user_truncated_notify_key AFTER TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION goji_notify_all_api_keys_invalid();

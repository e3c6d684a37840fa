-- Kept by the database itself, so every path that changes keys, members or users is covered:
-- our services, better-auth's endpoints, foreign-key cascades, an operator's manual SQL.
-- (docs/decisions/005 and 006)

-- 1. Every instance caches key -> principal; this channel tells them which entries to drop.
--    NOTIFY is delivered when the changing transaction commits, never before.
CREATE OR REPLACE FUNCTION goji_notify_api_key_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('goji_api_key_invalidation', json_build_object('keyId', OLD.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER api_key_revoked_notify AFTER UPDATE OF revoked_at ON api_key FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION goji_notify_api_key_revoked();
--> statement-breakpoint
CREATE TRIGGER api_key_deleted_notify AFTER DELETE ON api_key FOR EACH ROW
  EXECUTE FUNCTION goji_notify_api_key_revoked();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goji_notify_user_ban_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('goji_api_key_invalidation', json_build_object('userId', NEW.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_ban_changed_notify AFTER UPDATE OF banned, ban_expires ON "user" FOR EACH ROW
  WHEN (OLD.banned IS DISTINCT FROM NEW.banned OR OLD.ban_expires IS DISTINCT FROM NEW.ban_expires)
  EXECUTE FUNCTION goji_notify_user_ban_changed();
--> statement-breakpoint

-- 2. Leaving or being removed from a studio revokes the member's studio key (a later re-invitation
--    does not bring the old key back), and gives their allocation back to the shared remainder.
-- 3. credit_pool.allocated_total = Σ member.credit_allocation of the studio, on every member change.
CREATE OR REPLACE FUNCTION goji_member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
  studio text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE api_key SET revoked_at = now()
      WHERE user_id = OLD.user_id AND organization_id = OLD.organization_id AND revoked_at IS NULL;
    delta := -coalesce(OLD.credit_allocation, 0);
    studio := OLD.organization_id;
  ELSIF TG_OP = 'INSERT' THEN
    delta := coalesce(NEW.credit_allocation, 0);
    studio := NEW.organization_id;
  ELSE
    delta := coalesce(NEW.credit_allocation, 0) - coalesce(OLD.credit_allocation, 0);
    studio := NEW.organization_id;
  END IF;
  IF delta <> 0 THEN
    UPDATE credit_pool SET allocated_total = allocated_total + delta WHERE organization_id = studio;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_removed AFTER DELETE ON member FOR EACH ROW
  EXECUTE FUNCTION goji_member_changed();
--> statement-breakpoint
CREATE TRIGGER member_added AFTER INSERT ON member FOR EACH ROW
  WHEN (NEW.credit_allocation IS NOT NULL)
  EXECUTE FUNCTION goji_member_changed();
--> statement-breakpoint
CREATE TRIGGER member_allocation_changed AFTER UPDATE OF credit_allocation ON member FOR EACH ROW
  WHEN (OLD.credit_allocation IS DISTINCT FROM NEW.credit_allocation)
  EXECUTE FUNCTION goji_member_changed();

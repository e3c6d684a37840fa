-- A studio with members always keeps an owner (docs/permissions.md). The studio policy refuses demoting,
-- removing or letting go of the last owner before better-auth writes, but two such changes at the same moment
-- (two owners stepping down together, one removing the other while that one leaves) each see the other owner
-- still there. This trigger decides at write time, serialised per studio by a lock on its row: the second change
-- sees the first one committed and is refused with SQLSTATE GJ001, which the API answers 409.
CREATE OR REPLACE FUNCTION goji_member_keeps_an_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.role !~ '(^|,)\s*owner\s*(,|$)' THEN
    RETURN NULL;
  END IF;
  -- The studio is being deleted (its members go with it): nothing to keep.
  PERFORM 1 FROM organization WHERE id = OLD.organization_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT 1 FROM member WHERE organization_id = OLD.organization_id)
     AND NOT EXISTS (
       SELECT 1 FROM member WHERE organization_id = OLD.organization_id AND role ~ '(^|,)\s*owner\s*(,|$)'
     ) THEN
    RAISE EXCEPTION 'studio % would be left without an owner', OLD.organization_id USING ERRCODE = 'GJ001';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_keeps_an_owner
  AFTER UPDATE OF role OR DELETE ON member
  FOR EACH ROW EXECUTE FUNCTION goji_member_keeps_an_owner();

-- A studio's team names are distinct, ignoring case and surrounding spaces. The studio policy checks a name before
-- better-auth writes it, with a clear message; this index decides between two requests at the same moment (the
-- loser is answered 409). Teams named alike before the check existed are told apart first: each one after the
-- first (by creation) gains " (2)", " (3)"…, or its id where that name is taken as well.
DO $$
DECLARE
  duplicate record;
  candidate text;
BEGIN
  FOR duplicate IN
    SELECT id, organization_id, trim(name) AS base, n
    FROM (
      SELECT id, organization_id, name,
             row_number() OVER (PARTITION BY organization_id, lower(trim(name)) ORDER BY created_at, id) AS n
      FROM team
    ) ranked
    WHERE n > 1
  LOOP
    candidate := duplicate.base || ' (' || duplicate.n || ')';
    IF EXISTS (
      SELECT 1 FROM team WHERE organization_id = duplicate.organization_id AND lower(trim(name)) = lower(candidate)
    ) THEN
      candidate := duplicate.base || ' (' || duplicate.id || ')';
    END IF;
    UPDATE team SET name = candidate, updated_at = now() WHERE id = duplicate.id;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "team_organization_name_uq" ON "team" USING btree ("organization_id",lower(trim("name")));

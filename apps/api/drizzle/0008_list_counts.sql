ALTER TABLE "buildings" ADD COLUMN "application_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "policy_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "buildings_landlord_apps_idx" ON "buildings" USING btree ("landlord_id","application_count","id");--> statement-breakpoint
CREATE INDEX "buildings_landlord_policies_idx" ON "buildings" USING btree ("landlord_id","policy_count","id");--> statement-breakpoint
CREATE INDEX "buildings_apps_idx" ON "buildings" USING btree ("application_count","id");--> statement-breakpoint
CREATE INDEX "buildings_policies_idx" ON "buildings" USING btree ("policy_count","id");--> statement-breakpoint
-- A policy in force: issued, its lease active, not cancelled (the Buildings grid's Policies column).
CREATE FUNCTION application_in_force(stage stage, active_lease boolean, cancelled_at timestamptz) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$ SELECT (stage = 'Stage05' AND active_lease AND cancelled_at IS NULL)::int $$;
--> statement-breakpoint
-- Keeps buildings.application_count and policy_count in the statement's own transaction: one grouped
-- update per statement (a bulk insert of a million rows costs one pass), the buildings locked in id
-- order so two statements touching the same buildings queue instead of deadlocking.
CREATE FUNCTION buildings_count_applications() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  added CONSTANT text := 'SELECT building_id, 1 AS apps, application_in_force(stage, active_lease, cancelled_at) AS policies FROM new_rows';
  removed CONSTANT text := 'SELECT building_id, -1 AS apps, -application_in_force(stage, active_lease, cancelled_at) AS policies FROM old_rows';
BEGIN
  EXECUTE format($q$
    WITH delta AS (
      SELECT building_id, sum(apps)::int AS apps, sum(policies)::int AS policies FROM (%s) rows
      GROUP BY building_id HAVING sum(apps) <> 0 OR sum(policies) <> 0
    ), locked AS (
      SELECT b.id FROM buildings b JOIN delta ON delta.building_id = b.id ORDER BY b.id FOR UPDATE OF b
    )
    UPDATE buildings b
      SET application_count = b.application_count + delta.apps, policy_count = b.policy_count + delta.policies
      FROM delta WHERE b.id = delta.building_id AND b.id IN (SELECT id FROM locked)$q$,
    CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END);
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER applications_counted_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION buildings_count_applications();
--> statement-breakpoint
CREATE TRIGGER applications_counted_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION buildings_count_applications();
--> statement-breakpoint
CREATE TRIGGER applications_counted_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION buildings_count_applications();
--> statement-breakpoint
UPDATE buildings b SET application_count = c.apps, policy_count = c.policies
  FROM (SELECT building_id, count(*)::int AS apps,
               sum(application_in_force(stage, active_lease, cancelled_at))::int AS policies
        FROM applications GROUP BY building_id) c
  WHERE b.id = c.building_id;

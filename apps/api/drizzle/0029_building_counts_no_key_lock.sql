-- The counts of 0008 locked each building FOR UPDATE. An insert of an application first takes KEY SHARE
-- on its building (the foreign-key check), so two statements adding applications to one building each
-- held KEY SHARE and then waited on the other's for FOR UPDATE: a deadlock. The counts are not key
-- columns: FOR NO KEY UPDATE does not conflict with KEY SHARE, and two such statements queue.
CREATE OR REPLACE FUNCTION buildings_count_applications() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  added CONSTANT text := 'SELECT building_id, 1 AS apps, application_in_force(stage, active_lease, cancelled_at) AS policies FROM new_rows';
  removed CONSTANT text := 'SELECT building_id, -1 AS apps, -application_in_force(stage, active_lease, cancelled_at) AS policies FROM old_rows';
BEGIN
  EXECUTE format($q$
    WITH delta AS (
      SELECT building_id, sum(apps)::int AS apps, sum(policies)::int AS policies FROM (%s) rows
      GROUP BY building_id HAVING sum(apps) <> 0 OR sum(policies) <> 0
    ), locked AS (
      SELECT b.id FROM buildings b JOIN delta ON delta.building_id = b.id ORDER BY b.id FOR NO KEY UPDATE OF b
    )
    UPDATE buildings b
      SET application_count = b.application_count + delta.apps, policy_count = b.policy_count + delta.policies
      FROM delta WHERE b.id = delta.building_id AND b.id IN (SELECT id FROM locked)$q$,
    CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END);
  RETURN NULL;
END $fn$;

ALTER TABLE "users" ADD COLUMN "open_grant_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "building_grants_ending_idx" ON "building_grants" USING btree ("expires_at","user_id") WHERE "building_grants"."expires_at" is not null;--> statement-breakpoint
-- A user's live grants at `now` are its grants without an end, kept here, and those ending after `now`,
-- one range of building_grants_ending_idx: the Users grid's sort by buildings (issue #37), which counted
-- every user's grants per row (7-11x the grid's other sorts). A grant ends with the clock, never with a
-- write, so only the grants without an end can be kept. One grouped update per statement, the users
-- locked in id order FOR NO KEY UPDATE as the buildings' counts are (0029): a grant's foreign-key check
-- holds KEY SHARE on its user, which that lock does not wait on.
CREATE FUNCTION users_count_open_grants() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  added CONSTANT text := 'SELECT user_id, 1 AS n FROM new_rows WHERE expires_at IS NULL';
  removed CONSTANT text := 'SELECT user_id, -1 AS n FROM old_rows WHERE expires_at IS NULL';
BEGIN
  EXECUTE format($q$
    WITH delta AS (
      SELECT user_id, sum(n)::int AS n FROM (%s) rows GROUP BY user_id HAVING sum(n) <> 0
    ), locked AS (
      SELECT u.id FROM users u JOIN delta ON delta.user_id = u.id ORDER BY u.id FOR NO KEY UPDATE OF u
    )
    UPDATE users u SET open_grant_count = u.open_grant_count + delta.n
      FROM delta WHERE u.id = delta.user_id AND u.id IN (SELECT id FROM locked)$q$,
    CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END);
  RETURN NULL;
END $fn$;--> statement-breakpoint
CREATE TRIGGER building_grants_counted_insert AFTER INSERT ON building_grants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_count_open_grants();--> statement-breakpoint
CREATE TRIGGER building_grants_counted_update AFTER UPDATE ON building_grants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_count_open_grants();--> statement-breakpoint
CREATE TRIGGER building_grants_counted_delete AFTER DELETE ON building_grants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_count_open_grants();--> statement-breakpoint
-- Grants are a few per manager: counted here rather than by a job after start (0022).
UPDATE users u SET open_grant_count = g.n
  FROM (SELECT user_id, count(*)::int AS n FROM building_grants WHERE expires_at IS NULL GROUP BY user_id) g
  WHERE u.id = g.user_id;

DROP INDEX "applications_rider_trgm_idx";--> statement-breakpoint
DROP INDEX "applications_unit_trgm_idx";--> statement-breakpoint
DROP INDEX "tenants_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- What the search reads of an application: rider id, unit, building name, each tenant's full name, a
-- line each (a search text holds no line break, so a match never spans two), in lower case (a case-
-- sensitive LIKE with the pattern lowered costs half an ILIKE on every row a search passes over).
CREATE FUNCTION application_search_text(app applications) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(E'\n', app.rider_id, app.unit_number,
    (SELECT b.name FROM buildings b WHERE b.id = app.building_id),
    (SELECT string_agg(t.first_name || ' ' || t.last_name, E'\n' ORDER BY t.position)
       FROM tenants t WHERE t.application_id = app.id)))
$$;--> statement-breakpoint
CREATE FUNCTION applications_search_text_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := application_search_text(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER applications_search_text BEFORE INSERT OR UPDATE OF rider_id, unit_number, building_id
  ON applications FOR EACH ROW EXECUTE FUNCTION applications_search_text_row();--> statement-breakpoint
-- Tenants change by statement (a bulk insert is one update of the applications it touched).
CREATE FUNCTION tenants_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE applications a SET search_text = application_search_text(a)
      WHERE a.id IN (SELECT application_id FROM changed_new);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE applications a SET search_text = application_search_text(a)
      WHERE a.id IN (SELECT application_id FROM changed_new UNION SELECT application_id FROM changed_old);
  ELSE
    UPDATE applications a SET search_text = application_search_text(a)
      WHERE a.id IN (SELECT application_id FROM changed_old);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tenants_search_text_insert AFTER INSERT ON tenants REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION tenants_search_text();--> statement-breakpoint
CREATE TRIGGER tenants_search_text_update AFTER UPDATE ON tenants
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION tenants_search_text();--> statement-breakpoint
CREATE TRIGGER tenants_search_text_delete AFTER DELETE ON tenants REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION tenants_search_text();--> statement-breakpoint
CREATE FUNCTION buildings_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications a SET search_text = application_search_text(a) WHERE a.building_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER buildings_search_text AFTER UPDATE OF name ON buildings
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION buildings_search_text();--> statement-breakpoint
-- Existing rows keep '' here: filling them took about 3 minutes at a million applications, holding every
-- instance's start. The job `backfill.applications.search-text` fills them after start (0022,
-- docs/decisions/0022), and a search reads an empty text the slow way until it has.
CREATE INDEX "applications_search_trgm_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The landlord's newest-first index carries the search text, so a search's page walks it alone
-- (an index-only scan) until it has found its rows; drizzle's index builder has no INCLUDE.
DROP INDEX "applications_landlord_created_idx";--> statement-breakpoint
CREATE INDEX "applications_landlord_created_idx" ON "applications" USING btree ("landlord_id","created_at","id") INCLUDE ("search_text");--> statement-breakpoint
-- The planner judges how many rows a search text matches from the column's statistics: a finer sample.
ALTER TABLE "applications" ALTER COLUMN "search_text" SET STATISTICS 1000;

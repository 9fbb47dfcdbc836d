ALTER TABLE "applications" ADD COLUMN "tenant_1_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "building_name" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "landlord_name" text;--> statement-breakpoint
-- The grids' sort keys kept on the row (issue #37): a sort by a tenant's or a building's or a landlord's
-- name was a subquery or a join sorted whole (4-9 s for Tenant 1 at 100,000 applications); on the row,
-- with an index per landlord, it is one index range like every other sort.
CREATE FUNCTION application_tenant_1_name(app_id uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT t.first_name || ' ' || t.last_name FROM tenants t WHERE t.application_id = app_id AND t.position = 1
$$;--> statement-breakpoint
CREATE FUNCTION applications_building_name_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.building_name := (SELECT b.name FROM buildings b WHERE b.id = NEW.building_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER applications_building_name BEFORE INSERT OR UPDATE OF building_id
  ON applications FOR EACH ROW EXECUTE FUNCTION applications_building_name_row();--> statement-breakpoint
-- A tenant change already rewrites its applications' search text (0019): the same update keeps the
-- first tenant's name, so a tenant costs one write of its application, not two.
CREATE OR REPLACE FUNCTION tenants_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE applications a SET search_text = application_search_text(a),
        tenant_1_name = application_tenant_1_name(a.id)
      WHERE a.id IN (SELECT application_id FROM changed_new);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE applications a SET search_text = application_search_text(a),
        tenant_1_name = application_tenant_1_name(a.id)
      WHERE a.id IN (SELECT application_id FROM changed_new UNION SELECT application_id FROM changed_old);
  ELSE
    UPDATE applications a SET search_text = application_search_text(a),
        tenant_1_name = application_tenant_1_name(a.id)
      WHERE a.id IN (SELECT application_id FROM changed_old);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Likewise a building's rename: one write of each of its applications for both copies of the name.
CREATE OR REPLACE FUNCTION buildings_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications a SET search_text = application_search_text(a), building_name = NEW.name
    WHERE a.building_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION buildings_landlord_name_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.landlord_name := (SELECT l.name FROM landlords l WHERE l.id = NEW.landlord_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER buildings_landlord_name BEFORE INSERT OR UPDATE OF landlord_id
  ON buildings FOR EACH ROW EXECUTE FUNCTION buildings_landlord_name_row();--> statement-breakpoint
CREATE FUNCTION landlords_buildings_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE buildings SET landlord_name = NEW.name WHERE landlord_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER landlords_buildings_name AFTER UPDATE OF name ON landlords
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION landlords_buildings_name();--> statement-breakpoint
-- Buildings are few beside applications (100,000 at a national portfolio: seconds), so they are filled
-- here; applications are filled after start by the job `backfill.applications.sort-columns`, as 0019's
-- search text is (docs/decisions/0022), and sort their unfilled rows last until it is done.
UPDATE buildings b SET landlord_name = l.name FROM landlords l WHERE l.id = b.landlord_id;--> statement-breakpoint
INSERT INTO "backfills" ("name", "finished_at")
  SELECT 'applications.sort-columns',
    CASE WHEN EXISTS (SELECT 1 FROM "applications" WHERE "building_name" IS NULL) THEN NULL ELSE now() END;--> statement-breakpoint
CREATE INDEX "applications_landlord_tenant_1_idx" ON "applications" USING btree ("landlord_id","tenant_1_name","id");--> statement-breakpoint
CREATE INDEX "applications_landlord_building_name_idx" ON "applications" USING btree ("landlord_id","building_name","id");--> statement-breakpoint
CREATE INDEX "buildings_landlord_landlord_name_idx" ON "buildings" USING btree ("landlord_id","landlord_name","id");--> statement-breakpoint
CREATE INDEX "buildings_landlord_name_sort_idx" ON "buildings" USING btree ("landlord_name","id");--> statement-breakpoint
CREATE INDEX "applications_landlord_policy_stage_idx" ON "applications" USING btree ("landlord_id","stage","id") WHERE "applications"."rider_id" is not null;
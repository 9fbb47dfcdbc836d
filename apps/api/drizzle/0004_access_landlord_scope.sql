-- Denormalise each application's landlord (decision 8): add, backfill from its building, then require.
ALTER TABLE "applications" ADD COLUMN "landlord_id" uuid;--> statement-breakpoint
UPDATE "applications" SET "landlord_id" = "buildings"."landlord_id" FROM "buildings" WHERE "buildings"."id" = "applications"."building_id";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "landlord_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_id_landlord_uq" ON "buildings" USING btree ("id","landlord_id");--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_building_id_buildings_id_fk";--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_building_landlord_fk" FOREIGN KEY ("building_id","landlord_id") REFERENCES "public"."buildings"("id","landlord_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "applications_landlord_stage_idx" ON "applications" USING btree ("landlord_id","stage");

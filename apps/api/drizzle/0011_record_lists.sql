CREATE INDEX "applications_landlord_created_idx" ON "applications" USING btree ("landlord_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_building_created_idx" ON "applications" USING btree ("building_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_rider_trgm_idx" ON "applications" USING gin ("rider_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_unit_trgm_idx" ON "applications" USING gin ("unit_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenants_name_trgm_idx" ON "tenants" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);
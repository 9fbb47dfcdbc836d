CREATE INDEX "applications_landlord_unit_idx" ON "applications" USING btree ("landlord_id","unit_number","id");--> statement-breakpoint
CREATE INDEX "applications_landlord_stage_idx" ON "applications" USING btree ("landlord_id","stage","id");--> statement-breakpoint
CREATE INDEX "applications_landlord_type_idx" ON "applications" USING btree ("landlord_id","app_type","id");--> statement-breakpoint
CREATE INDEX "applications_landlord_lease_start_idx" ON "applications" USING btree ("landlord_id","lease_start_date","id");--> statement-breakpoint
CREATE INDEX "applications_landlord_lease_end_idx" ON "applications" USING btree ("landlord_id","lease_end_date","id");--> statement-breakpoint
CREATE INDEX "applications_landlord_coverage_start_idx" ON "applications" USING btree ("landlord_id","coverage_start_date","id");--> statement-breakpoint
CREATE INDEX "applications_landlord_coverage_end_idx" ON "applications" USING btree ("landlord_id","coverage_end_date","id");--> statement-breakpoint
CREATE INDEX "applications_landlord_rent_idx" ON "applications" USING btree ("landlord_id","gross_monthly_rent","id");--> statement-breakpoint
CREATE INDEX "applications_landlord_rider_idx" ON "applications" USING btree ("landlord_id","rider_id","id");--> statement-breakpoint
CREATE INDEX "applications_landlord_cover_ends_idx" ON "applications" USING btree ("landlord_id",coalesce("coverage_end_date", "lease_end_date"),"id");--> statement-breakpoint
CREATE INDEX "buildings_landlord_type_idx" ON "buildings" USING btree ("landlord_id","building_type","id");--> statement-breakpoint
CREATE INDEX "buildings_landlord_units_idx" ON "buildings" USING btree ("landlord_id","total_units","id");--> statement-breakpoint
CREATE INDEX "buildings_landlord_city_idx" ON "buildings" USING btree ("landlord_id","billing_city","id");--> statement-breakpoint
CREATE INDEX "buildings_landlord_state_idx" ON "buildings" USING btree ("landlord_id","billing_state","id");
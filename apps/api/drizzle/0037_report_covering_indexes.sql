-- The report's claims and cancellations (issue #37 item 4): counted by status, by type and by reason over
-- a range of months, they read each row of the range from the heap (claims are wide: 10,000 of them are
-- 2,500 pages, a cold read of 43 ms; 64,000 cancellations 25 ms). The indexes that scope them by date now
-- carry what they count, so the counts are index-only scans. Drizzle's index builder has no INCLUDE, so
-- the schema declares these indexes as before and this migration rebuilds them (as 0019 did).
DROP INDEX "claims_created_idx";--> statement-breakpoint
CREATE INDEX "claims_created_idx" ON "claims" USING btree ("created_at","id") INCLUDE ("status","claim_types");--> statement-breakpoint
DROP INDEX "claims_landlord_created_idx";--> statement-breakpoint
CREATE INDEX "claims_landlord_created_idx" ON "claims" USING btree ("landlord_id","created_at","id") INCLUDE ("status","claim_types");--> statement-breakpoint
DROP INDEX "claims_building_created_idx";--> statement-breakpoint
CREATE INDEX "claims_building_created_idx" ON "claims" USING btree ("building_id","created_at","id") INCLUDE ("status","claim_types");--> statement-breakpoint
DROP INDEX "cancellation_log_requested_idx";--> statement-breakpoint
CREATE INDEX "cancellation_log_requested_idx" ON "cancellation_log" USING btree ("requested_at","id") INCLUDE ("reason");--> statement-breakpoint
DROP INDEX "cancellation_log_landlord_idx";--> statement-breakpoint
CREATE INDEX "cancellation_log_landlord_idx" ON "cancellation_log" USING btree ("landlord_id","requested_at","id") INCLUDE ("reason");--> statement-breakpoint
DROP INDEX "cancellation_log_building_idx";--> statement-breakpoint
CREATE INDEX "cancellation_log_building_idx" ON "cancellation_log" USING btree ("building_id","requested_at","id") INCLUDE ("reason");

CREATE INDEX "claims_landlord_name_idx" ON "claims" USING btree ("landlord_id","name","id");--> statement-breakpoint
CREATE INDEX "claims_landlord_status_idx" ON "claims" USING btree ("landlord_id","status","id");--> statement-breakpoint
CREATE INDEX "claims_landlord_loss_idx" ON "claims" USING btree ("landlord_id","date_of_loss","id");
CREATE TABLE "cancellation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"rider_id" text NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "cancellation_log" ADD CONSTRAINT "cancellation_log_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_log" ADD CONSTRAINT "cancellation_log_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_log" ADD CONSTRAINT "cancellation_log_building_landlord_fk" FOREIGN KEY ("building_id","landlord_id") REFERENCES "public"."buildings"("id","landlord_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "cancellation_log_landlord_idx" ON "cancellation_log" USING btree ("landlord_id","requested_at","id");--> statement-breakpoint
CREATE INDEX "cancellation_log_building_idx" ON "cancellation_log" USING btree ("building_id","requested_at","id");--> statement-breakpoint
CREATE INDEX "cancellation_log_requested_idx" ON "cancellation_log" USING btree ("requested_at","id");
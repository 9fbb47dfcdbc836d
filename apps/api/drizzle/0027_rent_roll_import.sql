CREATE TABLE "rent_roll_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text,
	"mapping" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_total" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rent_roll_mappings" (
	"landlord_id" uuid PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "deposit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rent_roll_hash" text;--> statement-breakpoint
ALTER TABLE "rent_roll_imports" ADD CONSTRAINT "rent_roll_imports_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_roll_imports" ADD CONSTRAINT "rent_roll_imports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_roll_mappings" ADD CONSTRAINT "rent_roll_mappings_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_roll_mappings" ADD CONSTRAINT "rent_roll_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rent_roll_imports_landlord_idx" ON "rent_roll_imports" USING btree ("landlord_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_rent_roll_uq" ON "applications" USING btree ("landlord_id","building_id","unit_number","lease_start_date") WHERE "applications"."rent_roll_hash" is not null;
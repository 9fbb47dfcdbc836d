CREATE TYPE "public"."document_kind" AS ENUM('certificate', 'cancellation-notice');--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"kind" "document_kind" NOT NULL,
	"title" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_building_landlord_fk" FOREIGN KEY ("building_id","landlord_id") REFERENCES "public"."buildings"("id","landlord_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "documents_application_idx" ON "documents" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_landlord_idx" ON "documents" USING btree ("landlord_id");--> statement-breakpoint
CREATE INDEX "documents_building_idx" ON "documents" USING btree ("building_id");
CREATE TYPE "public"."claim_file_field" AS ENUM('leaseFile', 'ledgerFile', 'otherFiles');--> statement-breakpoint
CREATE TYPE "public"."claim_file_type" AS ENUM('pdf', 'docx', 'xlsx', 'jpeg', 'png', 'heic');--> statement-breakpoint
CREATE TYPE "public"."claim_payment_method" AS ENUM('eCheck', 'check');--> statement-breakpoint
CREATE TYPE "public"."claim_status" AS ENUM('submitted', 'under_review', 'documents_requested', 'approved', 'paid', 'denied');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('eCheck', 'physical_check');--> statement-breakpoint
CREATE SEQUENCE "public"."claim_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"status" "claim_status" NOT NULL,
	"note" text,
	"by" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"field" "claim_file_field" NOT NULL,
	"file_name" text NOT NULL,
	"file_type" "claim_file_type" NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claim_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "claim_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"method" "claim_payment_method" NOT NULL,
	"paid_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_uploads" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"application_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"filed_by" uuid,
	"status" "claim_status" DEFAULT 'submitted' NOT NULL,
	"claim_types" text[] NOT NULL,
	"date_of_loss" date NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"security_deposit" numeric(14, 2) NOT NULL,
	"approved_amount" numeric(14, 2),
	"total_indemnity_payments" numeric(14, 2) DEFAULT '0' NOT NULL,
	"claim_data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claims_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_building_landlord_fk" FOREIGN KEY ("building_id","landlord_id") REFERENCES "public"."buildings"("id","landlord_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_building_landlord_fk" FOREIGN KEY ("building_id","landlord_id") REFERENCES "public"."buildings"("id","landlord_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","at");--> statement-breakpoint
CREATE INDEX "claim_files_claim_idx" ON "claim_files" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "claim_payments_claim_idx" ON "claim_payments" USING btree ("claim_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_application_uq" ON "claims" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "claims_landlord_created_idx" ON "claims" USING btree ("landlord_id","created_at","id");--> statement-breakpoint
CREATE INDEX "claims_building_created_idx" ON "claims" USING btree ("building_id","created_at","id");--> statement-breakpoint
CREATE INDEX "claims_created_idx" ON "claims" USING btree ("created_at","id");
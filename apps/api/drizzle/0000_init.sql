CREATE TYPE "public"."product" AS ENUM('AE', 'RG', 'LDR', 'LDRC');--> statement-breakpoint
CREATE TYPE "public"."stage" AS ENUM('Stage00', 'Stage01', 'Stage02', 'Stage02A', 'Stage04', 'Stage05', 'Stage06', 'Cancelled');--> statement-breakpoint
CREATE TYPE "public"."grant_how" AS ENUM('invite', 'request', 'move', 'seed');--> statement-breakpoint
CREATE TYPE "public"."mfa_method" AS ENUM('sms', 'email', 'voice', 'totp');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('admin', 'll', 'vp', 'rm', 'pm');--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"building_id" uuid NOT NULL,
	"stage" "stage" NOT NULL,
	"app_type" "product" NOT NULL,
	"rider_id" text,
	"issue_date" date,
	"unit_number" text NOT NULL,
	"lease_start_date" date NOT NULL,
	"lease_end_date" date NOT NULL,
	"coverage_start_date" date,
	"coverage_end_date" date,
	"gross_monthly_rent" numeric(14, 2) NOT NULL,
	"ldr_coverage" numeric(14, 2),
	"total_coverage_amount" numeric(14, 2),
	"damages_premium" numeric(14, 2),
	"monthly_premium" numeric(14, 2),
	"coverage_amount_requested_months" integer,
	"active_lease" boolean DEFAULT true NOT NULL,
	"missing_docs" text,
	"cancellation_reason" text,
	"cancelled_at" timestamp with time zone,
	"moved_out_at" date,
	"premium_due_date" date,
	"premium_paid_at" timestamp with time zone,
	"flagged_at" timestamp with time zone,
	"flag_reason" text,
	"flag_resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"dob" date,
	"portion_fee" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "building_grants" (
	"user_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"how" "grant_how" NOT NULL,
	"granted_by" uuid,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "building_grants_user_id_building_id_pk" PRIMARY KEY("user_id","building_id")
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"name" text NOT NULL,
	"building_type" text NOT NULL,
	"total_units" integer NOT NULL,
	"email_address" text,
	"billing_street" text,
	"billing_city" text NOT NULL,
	"billing_state" text NOT NULL,
	"billing_zip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"channel" text DEFAULT 'email' NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landlords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mfa_pending" boolean NOT NULL,
	"user_agent" text,
	"ip" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role" "role" NOT NULL,
	"landlord_id" uuid,
	"manager_id" uuid,
	"job_title" text,
	"phone" text,
	"image" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"mfa_method" "mfa_method" DEFAULT 'email' NOT NULL,
	"require_2fa" boolean DEFAULT false NOT NULL,
	"require_password_update" boolean DEFAULT false NOT NULL,
	"theme" jsonb,
	"last_sign_in_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_grants" ADD CONSTRAINT "building_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_grants" ADD CONSTRAINT "building_grants_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_grants" ADD CONSTRAINT "building_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_actor_idx" ON "activity_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_subject_idx" ON "activity_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_rider_uq" ON "applications" USING btree ("rider_id");--> statement-breakpoint
CREATE INDEX "applications_building_stage_idx" ON "applications" USING btree ("building_id","stage");--> statement-breakpoint
CREATE INDEX "applications_flagged_idx" ON "applications" USING btree ("building_id","flagged_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_app_position_uq" ON "tenants" USING btree ("application_id","position");--> statement-breakpoint
CREATE INDEX "building_grants_building_idx" ON "building_grants" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "buildings_landlord_idx" ON "buildings" USING btree ("landlord_id");--> statement-breakpoint
CREATE INDEX "buildings_state_idx" ON "buildings" USING btree ("billing_state");--> statement-breakpoint
CREATE INDEX "emails_to_idx" ON "emails" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_live_uq" ON "users" USING btree ("email") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_landlord_role_idx" ON "users" USING btree ("landlord_id","role");--> statement-breakpoint
CREATE INDEX "users_manager_idx" ON "users" USING btree ("manager_id");
CREATE TYPE "public"."request_status" AS ENUM('pending', 'accepted', 'auto_accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."request_type" AS ENUM('property', 'userproperty', 'invite');--> statement-breakpoint
CREATE TABLE "notification_buildings" (
	"notification_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	CONSTRAINT "notification_buildings_notification_id_building_id_pk" PRIMARY KEY("notification_id","building_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "request_type" NOT NULL,
	"status" "request_status" DEFAULT 'pending' NOT NULL,
	"requestor_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"landlord_id" uuid,
	"subject_user_id" uuid,
	"grant_expires_at" timestamp with time zone,
	"note" text,
	"decline_reason" text,
	"requestor_seen_at" timestamp with time zone,
	"requestor_deleted_at" timestamp with time zone,
	"recipient_deleted_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_buildings" ADD CONSTRAINT "notification_buildings_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_buildings" ADD CONSTRAINT "notification_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_requestor_id_users_id_fk" FOREIGN KEY ("requestor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_buildings_building_idx" ON "notification_buildings" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_requestor_idx" ON "notifications" USING btree ("requestor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_pending_portfolio_uq" ON "notifications" USING btree ("requestor_id","subject_user_id") WHERE "notifications"."status" = 'pending' and "notifications"."type" = 'userproperty';--> statement-breakpoint
CREATE INDEX "activity_created_idx" ON "activity_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activity_action_created_idx" ON "activity_log" USING btree ("action","created_at");
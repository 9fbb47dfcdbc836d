CREATE TYPE "public"."invite_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."invite_type" AS ENUM('landlord', 'user');--> statement-breakpoint
CREATE TABLE "invite_buildings" (
	"invite_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	CONSTRAINT "invite_buildings_invite_id_building_id_pk" PRIMARY KEY("invite_id","building_id")
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"type" "invite_type" NOT NULL,
	"email" text NOT NULL,
	"role" "role" NOT NULL,
	"landlord_id" uuid,
	"landlord_name" text,
	"invited_by" uuid NOT NULL,
	"status" "invite_status" DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decline_reason" text,
	"accepted_user_id" uuid,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invite_buildings" ADD CONSTRAINT "invite_buildings_invite_id_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_buildings" ADD CONSTRAINT "invite_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_buildings_building_idx" ON "invite_buildings" USING btree ("building_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invites_token_uq" ON "invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invites_email_idx" ON "invites" USING btree ("email","status");--> statement-breakpoint
CREATE INDEX "invites_type_status_idx" ON "invites" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE INDEX "invites_landlord_role_idx" ON "invites" USING btree ("landlord_id","role","created_at");--> statement-breakpoint
CREATE INDEX "invites_invited_by_idx" ON "invites" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "buildings_landlord_name_idx" ON "buildings" USING btree ("landlord_id","name");--> statement-breakpoint
CREATE INDEX "buildings_name_trgm_idx" ON "buildings" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "buildings_city_trgm_idx" ON "buildings" USING gin ("billing_city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
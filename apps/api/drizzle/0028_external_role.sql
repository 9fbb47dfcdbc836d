ALTER TYPE "public"."role" ADD VALUE 'external';--> statement-breakpoint
CREATE TABLE "external_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"invite_id" uuid,
	"user_id" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"expires_at" timestamp with time zone,
	"personal_data" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid
);
--> statement-breakpoint
ALTER TABLE "external_grants" ADD CONSTRAINT "external_grants_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_grants" ADD CONSTRAINT "external_grants_invite_id_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."invites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_grants" ADD CONSTRAINT "external_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_grants" ADD CONSTRAINT "external_grants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_grants" ADD CONSTRAINT "external_grants_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_grants_landlord_idx" ON "external_grants" USING btree ("landlord_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "external_grants_invite_uq" ON "external_grants" USING btree ("invite_id");--> statement-breakpoint
CREATE UNIQUE INDEX "external_grants_user_live_uq" ON "external_grants" USING btree ("user_id") WHERE "external_grants"."revoked_at" is null;--> statement-breakpoint
-- A change to an external's grant (its end, its personal data, a revoke) drops that user's sessions from
-- every instance's cache, as 0023's triggers do for sessions and users: the next call reads it afresh.
CREATE TRIGGER external_grants_session_changed AFTER UPDATE OR DELETE ON external_grants
  FOR EACH ROW WHEN (OLD.user_id IS NOT NULL) EXECUTE FUNCTION notify_session_changed('user_id');

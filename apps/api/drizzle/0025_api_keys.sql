-- API keys (decision 0029). The activity log's new column is null on every old row: its foreign key is
-- added NOT VALID, so the migration does not scan a long log under a lock (new rows are still checked).
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"building_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_landlord_idx" ON "api_keys" USING btree ("landlord_id","created_at");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
-- A key is cached like a session (decision 0021): a change to what it may reach, or its revocation,
-- notifies every instance on the sessions' channel with the key's user, so each drops it at once.
-- Only these columns: the once-a-minute last use notifies no one.
CREATE TRIGGER api_keys_session_changed AFTER UPDATE OF user_id, read_only, building_ids, expires_at, revoked_at
  ON api_keys FOR EACH ROW EXECUTE FUNCTION notify_session_changed('user_id');--> statement-breakpoint
CREATE TRIGGER api_keys_session_deleted AFTER DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed('user_id');

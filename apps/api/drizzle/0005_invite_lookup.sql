CREATE TABLE "invite_lookup_codes" (
	"email" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_lookup_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"invite_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invite_lookup_links" ADD CONSTRAINT "invite_lookup_links_invite_id_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_lookup_links_invite_idx" ON "invite_lookup_links" USING btree ("invite_id");--> statement-breakpoint
-- Duplicate open invites made before this index: the newest of each key stays open, older ones are closed.
UPDATE "invites" SET "status" = 'declined', "decline_reason" = 'Replaced by a newer invite to the same address.', "responded_at" = now(), "updated_at" = now()
WHERE "status" = 'pending' AND "id" IN (
	SELECT "id" FROM (
		SELECT "id", row_number() OVER (
			PARTITION BY "email", "type", "role", coalesce("landlord_id", '00000000-0000-0000-0000-000000000000'::uuid)
			ORDER BY "created_at" DESC, "id" DESC
		) AS "n" FROM "invites" WHERE "status" = 'pending'
	) AS "ranked" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "invites_open_uq" ON "invites" USING btree ("email","type","role",coalesce("landlord_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "invites"."status" = 'pending';
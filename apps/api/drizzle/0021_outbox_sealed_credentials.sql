ALTER TABLE "emails" ADD COLUMN "sealed" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "credential" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "credential_of" uuid;
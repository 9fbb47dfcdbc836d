CREATE TYPE "public"."claim_decision" AS ENUM('approve', 'deny', 'request_documents');--> statement-breakpoint
CREATE TYPE "public"."claim_recommendation" AS ENUM('approve', 'refer', 'request_documents', 'deny');--> statement-breakpoint
CREATE TABLE "claim_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"decision" "claim_decision" NOT NULL,
	"payout" numeric(14, 2),
	"reason" text,
	"note" text,
	"papers" text[] DEFAULT '{}'::text[] NOT NULL,
	"message" text NOT NULL,
	"assessment" jsonb NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "recommendation" "claim_recommendation";--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "assessed_payout" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_decisions" ADD CONSTRAINT "claim_decisions_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_decisions" ADD CONSTRAINT "claim_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_decisions_final_uq" ON "claim_decisions" USING btree ("claim_id") WHERE "claim_decisions"."decision" in ('approve', 'deny');--> statement-breakpoint
CREATE INDEX "claim_decisions_claim_idx" ON "claim_decisions" USING btree ("claim_id","decided_at");--> statement-breakpoint
CREATE INDEX "claims_desk_idx" ON "claims" USING btree ("returned_at","created_at","id") WHERE "claims"."status" in ('submitted', 'under_review');
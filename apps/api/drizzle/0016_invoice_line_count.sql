ALTER TABLE "invoices" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "invoices" SET "line_count" = (SELECT count(*) FROM "invoice_lines" WHERE "invoice_lines"."invoice_id" = "invoices"."id");

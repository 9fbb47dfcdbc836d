CREATE TABLE "backfills" (
	"name" text PRIMARY KEY NOT NULL,
	"last_key" text,
	"rows_done" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Applications' search text (0019) is filled by a job after start, not in 0019: a database that went
-- through 0019 before it had its rows filled there and starts finished, one that migrates past 0019 now
-- (or a fresh one with no rows) starts pending only if a row is still empty.
INSERT INTO "backfills" ("name", "finished_at")
  SELECT 'applications.search-text',
    CASE WHEN EXISTS (SELECT 1 FROM "applications" WHERE "search_text" = '') THEN NULL ELSE now() END;

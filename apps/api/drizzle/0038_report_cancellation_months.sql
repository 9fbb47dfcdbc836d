CREATE TABLE "report_cancellation_months" (
	"landlord_id" uuid NOT NULL,
	"month" date NOT NULL,
	"reason" text,
	"cancellations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_cancellation_months_key" UNIQUE NULLS NOT DISTINCT("landlord_id","month","reason")
);
--> statement-breakpoint
-- Keeps report_cancellation_months in the statement's own transaction, as 0015 keeps the application
-- months: the statement's rows grouped once (+1 added, -1 removed), upserted in key order (two statements
-- on the same keys queue rather than deadlock), groups that net to nothing skipped. A cascade from a
-- deleted application or a building moved to another landlord is a statement too.
CREATE FUNCTION report_months_count_cancellations() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  added CONSTANT text := 'SELECT landlord_id, date_trunc(''month'', requested_at AT TIME ZONE ''UTC'')::date AS month, reason, 1 AS n FROM new_rows';
  removed CONSTANT text := 'SELECT landlord_id, date_trunc(''month'', requested_at AT TIME ZONE ''UTC'')::date AS month, reason, -1 AS n FROM old_rows';
BEGIN
  EXECUTE format($q$
    INSERT INTO report_cancellation_months AS t (landlord_id, month, reason, cancellations)
    SELECT landlord_id, month, reason, sum(n)::int FROM (%1$s) AS e
    GROUP BY landlord_id, month, reason HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (landlord_id, month, reason) DO UPDATE SET cancellations = t.cancellations + excluded.cancellations$q$,
    CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END);
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER cancellation_log_reported_insert AFTER INSERT ON cancellation_log
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_count_cancellations();
--> statement-breakpoint
CREATE TRIGGER cancellation_log_reported_update AFTER UPDATE ON cancellation_log
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_count_cancellations();
--> statement-breakpoint
CREATE TRIGGER cancellation_log_reported_delete AFTER DELETE ON cancellation_log
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_count_cancellations();
--> statement-breakpoint
INSERT INTO report_cancellation_months (landlord_id, month, reason, cancellations)
SELECT landlord_id, date_trunc('month', requested_at AT TIME ZONE 'UTC')::date, reason, count(*)::int
FROM cancellation_log GROUP BY 1, 2, 3;

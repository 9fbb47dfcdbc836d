CREATE TABLE "report_building_months" (
	"building_id" uuid NOT NULL,
	"month" date NOT NULL,
	"stage" "stage" NOT NULL,
	"app_type" "product" NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"policy_starts" integer DEFAULT 0 NOT NULL,
	"policy_stops" integer DEFAULT 0 NOT NULL,
	"coverage_starts" numeric(16, 2) DEFAULT '0' NOT NULL,
	"coverage_stops" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "report_building_months_building_id_month_stage_app_type_pk" PRIMARY KEY("building_id","month","stage","app_type")
);
--> statement-breakpoint
CREATE TABLE "report_landlord_months" (
	"landlord_id" uuid NOT NULL,
	"month" date NOT NULL,
	"stage" "stage" NOT NULL,
	"app_type" "product" NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"policy_starts" integer DEFAULT 0 NOT NULL,
	"policy_stops" integer DEFAULT 0 NOT NULL,
	"coverage_starts" numeric(16, 2) DEFAULT '0' NOT NULL,
	"coverage_stops" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "report_landlord_months_landlord_id_month_stage_app_type_pk" PRIMARY KEY("landlord_id","month","stage","app_type")
);
--> statement-breakpoint
-- The events an application adds to the report months, signed (+1 added, -1 removed): it was created; its
-- cover started; its cover stopped on the first day it is no longer in force (the day after the cover
-- ends, or the day it was cancelled, never before it started). A policy is in force on day d when
-- start <= d < stop, so the policies in force on a month's last day are the starts up to that month less
-- the stops up to it (decision 16). Days of timestamps are read in UTC.
CREATE FUNCTION report_application_events(
  created_at timestamptz, rider_id text, coverage_start date, coverage_end date, lease_end date,
  cancelled_at timestamptz, coverage numeric, sign integer)
RETURNS TABLE (month date, applications integer, policy_starts integer, policy_stops integer,
               coverage_starts numeric, coverage_stops numeric)
LANGUAGE sql IMMUTABLE AS $$
  SELECT e.month, e.applications, e.policy_starts, e.policy_stops, e.coverage_starts, e.coverage_stops
  FROM (VALUES
    (date_trunc('month', created_at AT TIME ZONE 'UTC')::date, sign, 0, 0, 0::numeric, 0::numeric),
    (CASE WHEN rider_id IS NOT NULL THEN date_trunc('month', coverage_start)::date END,
     0, sign, 0, sign * coalesce(coverage, 0), 0::numeric),
    (CASE WHEN rider_id IS NOT NULL THEN date_trunc('month', greatest(coverage_start,
       least(coalesce(coverage_end, lease_end) + 1, (cancelled_at AT TIME ZONE 'UTC')::date)))::date END,
     0, 0, sign, 0::numeric, sign * coalesce(coverage, 0))
  ) AS e (month, applications, policy_starts, policy_stops, coverage_starts, coverage_stops)
  WHERE e.month IS NOT NULL
$$;
--> statement-breakpoint
-- Keeps report_landlord_months and report_building_months in the statement's own transaction: the
-- statement's events grouped once, each table upserted in key order (two statements on the same keys
-- queue rather than deadlock), and groups that net to nothing (an update that moved no report number)
-- skipped.
CREATE FUNCTION report_months_count_applications() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  added CONSTANT text := 'SELECT r.landlord_id, r.building_id, r.stage, r.app_type, e.* FROM new_rows r CROSS JOIN LATERAL report_application_events(r.created_at, r.rider_id, r.coverage_start_date, r.coverage_end_date, r.lease_end_date, r.cancelled_at, r.total_coverage_amount, 1) e';
  removed CONSTANT text := 'SELECT r.landlord_id, r.building_id, r.stage, r.app_type, e.* FROM old_rows r CROSS JOIN LATERAL report_application_events(r.created_at, r.rider_id, r.coverage_start_date, r.coverage_end_date, r.lease_end_date, r.cancelled_at, r.total_coverage_amount, -1) e';
  sums CONSTANT text := 'sum(applications)::int, sum(policy_starts)::int, sum(policy_stops)::int, sum(coverage_starts), sum(coverage_stops)';
  moved CONSTANT text := 'HAVING sum(applications) <> 0 OR sum(policy_starts) <> 0 OR sum(policy_stops) <> 0 OR sum(coverage_starts) <> 0 OR sum(coverage_stops) <> 0';
  adds CONSTANT text := 'DO UPDATE SET applications = t.applications + excluded.applications, policy_starts = t.policy_starts + excluded.policy_starts, policy_stops = t.policy_stops + excluded.policy_stops, coverage_starts = t.coverage_starts + excluded.coverage_starts, coverage_stops = t.coverage_stops + excluded.coverage_stops';
BEGIN
  EXECUTE format($q$
    WITH events AS MATERIALIZED (%1$s),
    landlord_rows AS (
      INSERT INTO report_landlord_months AS t
        (landlord_id, month, stage, app_type, applications, policy_starts, policy_stops, coverage_starts, coverage_stops)
      SELECT landlord_id, month, stage, app_type, %2$s FROM events
      GROUP BY landlord_id, month, stage, app_type %3$s ORDER BY 1, 2, 3, 4
      ON CONFLICT (landlord_id, month, stage, app_type) %4$s
    )
    INSERT INTO report_building_months AS t
      (building_id, month, stage, app_type, applications, policy_starts, policy_stops, coverage_starts, coverage_stops)
    SELECT building_id, month, stage, app_type, %2$s FROM events
    GROUP BY building_id, month, stage, app_type %3$s ORDER BY 1, 2, 3, 4
    ON CONFLICT (building_id, month, stage, app_type) %4$s$q$,
    CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END,
    sums, moved, adds);
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER applications_reported_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_count_applications();
--> statement-breakpoint
CREATE TRIGGER applications_reported_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_count_applications();
--> statement-breakpoint
CREATE TRIGGER applications_reported_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_count_applications();
--> statement-breakpoint
INSERT INTO report_landlord_months
  (landlord_id, month, stage, app_type, applications, policy_starts, policy_stops, coverage_starts, coverage_stops)
SELECT r.landlord_id, e.month, r.stage, r.app_type, sum(e.applications)::int, sum(e.policy_starts)::int,
       sum(e.policy_stops)::int, sum(e.coverage_starts), sum(e.coverage_stops)
FROM applications r CROSS JOIN LATERAL report_application_events(r.created_at, r.rider_id, r.coverage_start_date, r.coverage_end_date, r.lease_end_date, r.cancelled_at, r.total_coverage_amount, 1) e
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO report_building_months
  (building_id, month, stage, app_type, applications, policy_starts, policy_stops, coverage_starts, coverage_stops)
SELECT r.building_id, e.month, r.stage, r.app_type, sum(e.applications)::int, sum(e.policy_starts)::int,
       sum(e.policy_stops)::int, sum(e.coverage_starts), sum(e.coverage_stops)
FROM applications r CROSS JOIN LATERAL report_application_events(r.created_at, r.rider_id, r.coverage_start_date, r.coverage_end_date, r.lease_end_date, r.cancelled_at, r.total_coverage_amount, 1) e
GROUP BY 1, 2, 3, 4;

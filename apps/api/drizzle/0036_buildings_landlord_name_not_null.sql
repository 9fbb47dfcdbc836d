-- The landlord's name on each building is the Buildings grid's sort key (0033). Nullable, a page after a
-- cursor had to add `or landlord_name is null`, which no index range answers: page 50 of a 10,000-building
-- landlord scanned and sorted the whole landlord (10 ms against 0.5, issue #37 item 2). The triggers of
-- 0033 fill it on every insert and landlord change, and landlords.name is not null; any row missed is
-- filled here first.
UPDATE "buildings" b SET "landlord_name" = l."name" FROM "landlords" l
  WHERE l."id" = b."landlord_id" AND b."landlord_name" IS NULL;--> statement-breakpoint
ALTER TABLE "buildings" ALTER COLUMN "landlord_name" SET NOT NULL;

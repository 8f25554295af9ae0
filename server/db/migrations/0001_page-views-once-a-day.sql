-- Views recorded before this migration each count as their own visitor, so the dashboard's past
-- figures stay as they were; from now on a visitor counts once per item and UTC day.
ALTER TABLE "page_views" ADD COLUMN "visitor" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "viewed_on" date;--> statement-breakpoint
UPDATE "page_views" SET "visitor" = 'legacy:' || "id", "viewed_on" = ("viewed_at" AT TIME ZONE 'UTC')::date;--> statement-breakpoint
ALTER TABLE "page_views" ALTER COLUMN "visitor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "page_views" ALTER COLUMN "viewed_on" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "page_views_once_a_day_idx" ON "page_views" USING btree ("entity_type","entity_id","visitor","viewed_on");

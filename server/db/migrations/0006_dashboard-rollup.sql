CREATE TABLE "activity_months" (
	"month" date PRIMARY KEY NOT NULL,
	"plays" bigint DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- custom: dashboard rollup
-- Plays and detail views per UTC month, kept by statement triggers that read the transition
-- tables: one upsert per month touched, however many rows a statement writes. Deletes (a track's
-- plays going with it by cascade included) take their rows back off; TRUNCATE zeroes the count.
-- Months are locked in order, so two writers touching the same months cannot deadlock.
CREATE FUNCTION "activity_months_count_plays"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "activity_months" SET "plays" = 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "activity_months" AS m ("month", "plays")
      SELECT date_trunc('month', "played_at" AT TIME ZONE 'UTC')::date, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT ("month") DO UPDATE SET "plays" = m."plays" + excluded."plays";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "activity_months" AS m ("month", "plays")
      SELECT date_trunc('month', "played_at" AT TIME ZONE 'UTC')::date, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT ("month") DO UPDATE SET "plays" = m."plays" + excluded."plays";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "activity_months_count_views"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "activity_months" SET "views" = 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "activity_months" AS m ("month", "views")
      SELECT date_trunc('month', "viewed_at" AT TIME ZONE 'UTC')::date, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT ("month") DO UPDATE SET "views" = m."views" + excluded."views";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "activity_months" AS m ("month", "views")
      SELECT date_trunc('month', "viewed_at" AT TIME ZONE 'UTC')::date, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT ("month") DO UPDATE SET "views" = m."views" + excluded."views";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "music_plays_monthly_insert" AFTER INSERT ON "music_plays" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_months_count_plays"();--> statement-breakpoint
CREATE TRIGGER "music_plays_monthly_update" AFTER UPDATE ON "music_plays" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_months_count_plays"();--> statement-breakpoint
CREATE TRIGGER "music_plays_monthly_delete" AFTER DELETE ON "music_plays" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_months_count_plays"();--> statement-breakpoint
CREATE TRIGGER "music_plays_monthly_truncate" AFTER TRUNCATE ON "music_plays" FOR EACH STATEMENT EXECUTE FUNCTION "activity_months_count_plays"();--> statement-breakpoint
CREATE TRIGGER "page_views_monthly_insert" AFTER INSERT ON "page_views" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_months_count_views"();--> statement-breakpoint
CREATE TRIGGER "page_views_monthly_update" AFTER UPDATE ON "page_views" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_months_count_views"();--> statement-breakpoint
CREATE TRIGGER "page_views_monthly_delete" AFTER DELETE ON "page_views" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_months_count_views"();--> statement-breakpoint
CREATE TRIGGER "page_views_monthly_truncate" AFTER TRUNCATE ON "page_views" FOR EACH STATEMENT EXECUTE FUNCTION "activity_months_count_views"();--> statement-breakpoint
-- The triggers exist (and hold their tables' locks) before the backfill reads: no write falls between.
INSERT INTO "activity_months" ("month", "plays", "views")
  SELECT "month", sum("plays"), sum("views") FROM (
    SELECT date_trunc('month', "played_at" AT TIME ZONE 'UTC')::date AS "month", count(*) AS "plays", 0 AS "views" FROM "music_plays" GROUP BY 1
    UNION ALL
    SELECT date_trunc('month', "viewed_at" AT TIME ZONE 'UTC')::date, 0, count(*) FROM "page_views" GROUP BY 1
  ) AS "counted" GROUP BY "month";

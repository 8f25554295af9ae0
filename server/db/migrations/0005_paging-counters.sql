DROP INDEX "gallery_created_idx";--> statement-breakpoint
DROP INDEX "music_created_idx";--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "music_tracks" ADD COLUMN "play_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "artists_created_idx" ON "artists" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "artists_name_idx" ON "artists" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "contact_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_unread_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "contact_read_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."read_at" is not null;--> statement-breakpoint
CREATE INDEX "contact_name_idx" ON "contact_messages" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "contact_email_idx" ON "contact_messages" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "filmmakers_created_idx" ON "filmmakers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "filmmakers_name_idx" ON "filmmakers" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "filmmakers_specialization_idx" ON "filmmakers" USING btree ("specialization","created_at","id");--> statement-breakpoint
CREATE INDEX "filmmakers_experience_idx" ON "filmmakers" USING btree ("experience","id");--> statement-breakpoint
CREATE INDEX "gallery_title_idx" ON "gallery_items" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "gallery_category_idx" ON "gallery_items" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "gallery_likes_count_idx" ON "gallery_items" USING btree ("like_count","id");--> statement-breakpoint
CREATE INDEX "music_released_idx" ON "music_tracks" USING btree ("is_active",coalesce("release_date", "created_at"),"created_at","id");--> statement-breakpoint
CREATE INDEX "music_title_idx" ON "music_tracks" USING btree ("is_active",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "music_artist_idx" ON "music_tracks" USING btree ("is_active",lower("artist"),"id");--> statement-breakpoint
CREATE INDEX "music_genre_idx" ON "music_tracks" USING btree ("is_active","genre",coalesce("release_date", "created_at"),"created_at","id");--> statement-breakpoint
CREATE INDEX "music_duration_idx" ON "music_tracks" USING btree ("is_active","duration","id");--> statement-breakpoint
CREATE INDEX "music_play_count_idx" ON "music_tracks" USING btree ("is_active","play_count","id");--> statement-breakpoint
CREATE INDEX "producers_created_idx" ON "producers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "producers_name_idx" ON "producers" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "producers_level_filter_idx" ON "producers" USING btree ("level","created_at","id");--> statement-breakpoint
CREATE INDEX "producers_level_rank_idx" ON "producers" USING btree (array_position(array['Junior', 'Mid-level', 'Senior', 'Legendary']::text[], "level"),"created_at","id");--> statement-breakpoint
CREATE INDEX "producers_experience_idx" ON "producers" USING btree ("years_experience","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_username_idx" ON "users" USING btree (lower("username"),"id");--> statement-breakpoint
CREATE INDEX "users_email_order_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_type_idx" ON "users" USING btree ("user_type","created_at","id");--> statement-breakpoint
CREATE INDEX "users_active_idx" ON "users" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "gallery_created_idx" ON "gallery_items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "music_created_idx" ON "music_tracks" USING btree ("created_at","id");--> statement-breakpoint
-- custom: counters
-- play_count and like_count are the number of rows in music_plays and gallery_likes: statement
-- triggers add what a statement inserted and subtract what it deleted (cascades included), in the
-- same transaction, under the counted row's lock, so concurrent plays and likes all count.
CREATE FUNCTION "music_plays_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "music_tracks" AS t
  SET "play_count" = t."play_count" + CASE WHEN TG_OP = 'INSERT' THEN d.n ELSE -d.n END
  FROM (SELECT "track_id", count(*)::integer AS n FROM changed GROUP BY "track_id") AS d
  WHERE t."id" = d."track_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "music_plays_counted_insert" AFTER INSERT ON "music_plays"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "music_plays_count"();--> statement-breakpoint
CREATE TRIGGER "music_plays_counted_delete" AFTER DELETE ON "music_plays"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "music_plays_count"();--> statement-breakpoint
CREATE FUNCTION "gallery_likes_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "gallery_items" AS g
  SET "like_count" = g."like_count" + CASE WHEN TG_OP = 'INSERT' THEN d.n ELSE -d.n END
  FROM (SELECT "gallery_id", count(*)::integer AS n FROM changed GROUP BY "gallery_id") AS d
  WHERE g."id" = d."gallery_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "gallery_likes_counted_insert" AFTER INSERT ON "gallery_likes"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "gallery_likes_count"();--> statement-breakpoint
CREATE TRIGGER "gallery_likes_counted_delete" AFTER DELETE ON "gallery_likes"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "gallery_likes_count"();--> statement-breakpoint
UPDATE "music_tracks" AS t
SET "play_count" = (SELECT count(*) FROM "music_plays" AS p WHERE p."track_id" = t."id");--> statement-breakpoint
UPDATE "gallery_items" AS g
SET "like_count" = (SELECT count(*) FROM "gallery_likes" AS l WHERE l."gallery_id" = g."id");

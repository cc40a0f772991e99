-- The settings insights read: the zone whose days they count by, and after how many days without
-- a change an open task counts as stalled.
ALTER TABLE "projects" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "stalled_after_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
-- Existing projects take their owner's time zone, as a new project does: the zone of the owner's
-- notification preferences, else of their developer profile. Both were checked when saved; UTC
-- there is the untouched default, so it does not hide a zone the other one names.
UPDATE "projects" p
SET "time_zone" = z."zone"
FROM (
  SELECT u."id" AS "user_id",
    COALESCE(NULLIF(np."quiet_hours"->>'time_zone', 'UTC'), NULLIF(mp."timezone", 'UTC')) AS "zone"
  FROM "users" u
  LEFT JOIN "notification_preferences" np ON np."user_id" = u."id"
  LEFT JOIN "mentorship_profiles" mp ON mp."user_id" = u."id"
) z
WHERE z."user_id" = p."owner_id" AND z."zone" IS NOT NULL AND z."zone" <> '';

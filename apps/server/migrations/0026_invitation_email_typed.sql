ALTER TABLE "invitations" ADD COLUMN "email_typed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Earlier invitations cannot tell whether the address was typed, so they count as picked: the
-- address then shows only to people who share a project with the invitee.
-- The feed's invitation entries stop carrying the invitee's address, which every member of the
-- project reads, strangers to the invitee included. Entries that named the person only by
-- address get the account's name instead.
UPDATE "activity_events" AS e
SET "data" = (e."data" - 'email') || jsonb_build_object(
  'name',
  coalesce(
    e."data"->>'name',
    (SELECT u."name" FROM "users" AS u WHERE u."id"::text = e."data"->>'user_id'),
    ''
  )
)
WHERE e."action" IN (
  'invitation_sent', 'invitation_resent', 'invitation_cancelled', 'invitation_accepted',
  'invitation_declined'
) AND e."data"->>'email' IS NOT NULL;

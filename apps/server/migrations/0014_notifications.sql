CREATE TABLE "notification_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" jsonb NOT NULL,
	"push" jsonb NOT NULL,
	"quiet_hours" jsonb NOT NULL,
	"muted_project_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"notification_type" text NOT NULL,
	"title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"link" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"project_id" uuid,
	"group_key" text,
	"invitation_id" uuid,
	"email_state" text DEFAULT 'pending' NOT NULL,
	"push_state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_counts" ADD CONSTRAINT "notification_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_jobs_due_idx" ON "notification_jobs" USING btree ("run_after");--> statement-breakpoint
CREATE INDEX "notifications_user_feed_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_group_idx" ON "notifications" USING btree ("user_id","group_key","created_at" DESC NULLS FIRST) WHERE "notifications"."group_key" is not null;--> statement-breakpoint
CREATE INDEX "notifications_invitation_idx" ON "notifications" USING btree ("invitation_id") WHERE "notifications"."invitation_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_email_pending_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."email_state" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_push_pending_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."push_state" = 'pending';--> statement-breakpoint
-- notification_counts follows every insert, read change and delete of notifications, per
-- statement (a delete-all of 100,000 rows is one counter update, not 100,000). Triggers, not
-- app code, so no write path can forget.
CREATE FUNCTION notification_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_counts AS c (user_id, total, unread)
    SELECT user_id, count(*), count(*) FILTER (WHERE NOT read) FROM new_rows GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE
    SET total = c.total + excluded.total, unread = c.unread + excluded.unread;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_count_inserted
  AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_inserted();
--> statement-breakpoint
CREATE FUNCTION notification_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notification_counts c SET unread = c.unread + d.delta
  FROM (
    SELECT n.user_id, sum((NOT n.read)::int - (NOT o.read)::int) AS delta
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    GROUP BY n.user_id
  ) d
  WHERE c.user_id = d.user_id AND d.delta <> 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_count_updated
  AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_updated();
--> statement-breakpoint
CREATE FUNCTION notification_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notification_counts c
    SET total = c.total - d.total, unread = c.unread - d.unread
  FROM (
    SELECT user_id, count(*) AS total, count(*) FILTER (WHERE NOT read) AS unread
    FROM old_rows GROUP BY user_id
  ) d
  WHERE c.user_id = d.user_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_count_deleted
  AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_deleted();

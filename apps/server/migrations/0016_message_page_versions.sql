CREATE TABLE "cache_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thread_page_versions" (
	"thread_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "thread_page_versions" ADD CONSTRAINT "thread_page_versions_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Message pages are cached under (thread, thread_page_versions.version, cache_versions
-- 'user_display'): every change a page shows moves one of them in the writing transaction, by
-- triggers (no write path can forget). Threads are upserted in id order, so two statements
-- touching the same threads lock them in the same order.
CREATE FUNCTION bump_thread_page_versions(thread_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO thread_page_versions AS v (thread_id, version)
  SELECT t.id, 1 FROM threads t WHERE t.id = ANY(thread_ids) ORDER BY t.id
  ON CONFLICT (thread_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION messages_page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_thread_page_versions(ARRAY(SELECT DISTINCT thread_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_page_inserted AFTER INSERT ON messages
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION messages_page_changed();
--> statement-breakpoint
CREATE TRIGGER messages_page_updated AFTER UPDATE ON messages
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION messages_page_changed();
--> statement-breakpoint
CREATE TRIGGER messages_page_deleted AFTER DELETE ON messages
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION messages_page_changed();
--> statement-breakpoint
CREATE FUNCTION message_parts_page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_thread_page_versions(ARRAY(
    SELECT DISTINCT m.thread_id FROM changed_rows r JOIN messages m ON m.id = r.message_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER message_reactions_page_inserted AFTER INSERT ON message_reactions
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION message_parts_page_changed();
--> statement-breakpoint
CREATE TRIGGER message_reactions_page_deleted AFTER DELETE ON message_reactions
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION message_parts_page_changed();
--> statement-breakpoint
CREATE TRIGGER attachments_page_inserted AFTER INSERT ON attachments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION message_parts_page_changed();
--> statement-breakpoint
CREATE TRIGGER attachments_page_deleted AFTER DELETE ON attachments
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION message_parts_page_changed();
--> statement-breakpoint
-- An attachment moving onto or off a message changes the pages of both.
CREATE FUNCTION attachments_page_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_thread_page_versions(ARRAY(
    SELECT DISTINCT m.thread_id FROM (
      SELECT message_id FROM old_rows UNION SELECT message_id FROM new_rows
    ) r JOIN messages m ON m.id = r.message_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER attachments_page_updated AFTER UPDATE ON attachments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attachments_page_updated();
--> statement-breakpoint
INSERT INTO cache_versions (name, version) VALUES ('user_display', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION bump_user_display_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE name = 'user_display';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_display_changed AFTER UPDATE OF name, avatar ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.avatar IS DISTINCT FROM NEW.avatar)
  EXECUTE FUNCTION bump_user_display_version();

CREATE TABLE "project_time_versions" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_time_versions" ADD CONSTRAINT "project_time_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Timesheets are cached under (project, project_time_versions.version, cache_versions
-- 'user_display'): every change a sheet shows (time entries, members) moves the version in the
-- writing transaction, by triggers (no write path can forget). Projects are upserted in id order
-- so two statements touching the same projects lock them in the same order; a project being
-- deleted is skipped (its row is already gone, and its version row goes with it).
CREATE FUNCTION bump_project_time_versions(project_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO project_time_versions AS v (project_id, version)
  SELECT p.id, 1 FROM projects p WHERE p.id = ANY(project_ids) ORDER BY p.id
  ON CONFLICT (project_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION project_time_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_project_time_versions(ARRAY(SELECT DISTINCT project_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An entry moved to another project changes the sheets of both.
CREATE FUNCTION project_time_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_project_time_versions(ARRAY(
    SELECT project_id FROM old_rows UNION SELECT project_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_entries_sheet_inserted AFTER INSERT ON time_entries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION project_time_changed();
--> statement-breakpoint
CREATE TRIGGER time_entries_sheet_updated AFTER UPDATE ON time_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_time_updated();
--> statement-breakpoint
CREATE TRIGGER time_entries_sheet_deleted AFTER DELETE ON time_entries
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION project_time_changed();
--> statement-breakpoint
CREATE TRIGGER project_members_sheet_inserted AFTER INSERT ON project_members
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION project_time_changed();
--> statement-breakpoint
CREATE TRIGGER project_members_sheet_deleted AFTER DELETE ON project_members
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION project_time_changed();

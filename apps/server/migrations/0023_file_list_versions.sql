CREATE TABLE "project_file_list_versions" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_file_list_versions" ADD CONSTRAINT "project_file_list_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- File listings are cached under (project, project_file_list_versions.version, the caller's
-- role, the project's owner and name, cache_versions 'user_display'): every change to a file or
-- a version moves the version in the writing transaction, by triggers, as for timesheets (0022).
CREATE FUNCTION bump_project_file_list_versions(project_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO project_file_list_versions AS v (project_id, version)
  SELECT p.id, 1 FROM projects p WHERE p.id = ANY(project_ids) ORDER BY p.id
  ON CONFLICT (project_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION project_files_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_project_file_list_versions(ARRAY(SELECT DISTINCT project_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION project_files_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_project_file_list_versions(ARRAY(
    SELECT project_id FROM old_rows UNION SELECT project_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER files_list_inserted AFTER INSERT ON files
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION project_files_changed();
--> statement-breakpoint
CREATE TRIGGER files_list_updated AFTER UPDATE ON files
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_files_updated();
--> statement-breakpoint
CREATE TRIGGER files_list_deleted AFTER DELETE ON files
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION project_files_changed();
--> statement-breakpoint
CREATE TRIGGER file_versions_list_inserted AFTER INSERT ON file_versions
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION project_files_changed();
--> statement-breakpoint
CREATE TRIGGER file_versions_list_updated AFTER UPDATE ON file_versions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_files_updated();
--> statement-breakpoint
CREATE TRIGGER file_versions_list_deleted AFTER DELETE ON file_versions
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION project_files_changed();

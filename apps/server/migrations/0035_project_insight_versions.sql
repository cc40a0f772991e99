CREATE TABLE "project_insight_versions" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_insight_versions" ADD CONSTRAINT "project_insight_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Insights (burndown, velocity, flow, risk) and sprint lists are cached under (project,
-- project_insight_versions.version, today in the project's zone; cache_versions 'user_display'
-- for the names on the risk panel): every change a chart shows moves the version in the
-- writing transaction, by triggers (no write path can forget). Projects are upserted in id
-- order so two statements touching the same projects lock them in the same order; a project
-- being deleted is skipped (its row is already gone, and its version row goes with it).
CREATE FUNCTION bump_project_insight_versions(project_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO project_insight_versions AS v (project_id, version)
  SELECT p.id, 1 FROM projects p WHERE p.id = ANY(project_ids) ORDER BY p.id
  ON CONFLICT (project_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION project_insight_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_project_insight_versions(ARRAY(SELECT DISTINCT project_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A row moved to another project changes the charts of both.
CREATE FUNCTION project_insight_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_project_insight_versions(ARRAY(
    SELECT project_id FROM old_rows UNION SELECT project_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Tasks are updated all day for what no chart shows (positions on the board, descriptions):
-- only a change of what the risk panel reads from the task itself (title, due date, status,
-- assignee) or of its project moves the version; the rest of a task's story is its history.
CREATE FUNCTION project_insight_tasks_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_project_insight_versions(ARRAY(
    SELECT DISTINCT unnest(ARRAY[o.project_id, n.project_id])
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.title, o.due_date, o.status, o.assignee_id, o.project_id)
      IS DISTINCT FROM (n.title, n.due_date, n.status, n.assignee_id, n.project_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A project row is updated by every task write (tasks_version, card_version): a row trigger
-- that fires only when a setting an insight shows changes costs those writes nothing, where a
-- statement trigger would build transition tables for each of them.
CREATE FUNCTION project_insight_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_project_insight_versions(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER task_history_insight_inserted AFTER INSERT ON task_history
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_insight_rows_changed();
--> statement-breakpoint
CREATE TRIGGER task_history_insight_updated AFTER UPDATE ON task_history
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_insight_rows_updated();
--> statement-breakpoint
CREATE TRIGGER task_history_insight_deleted AFTER DELETE ON task_history
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_insight_rows_changed();
--> statement-breakpoint
CREATE TRIGGER tasks_insight_inserted AFTER INSERT ON tasks
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_insight_rows_changed();
--> statement-breakpoint
CREATE TRIGGER tasks_insight_updated AFTER UPDATE ON tasks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_insight_tasks_updated();
--> statement-breakpoint
CREATE TRIGGER tasks_insight_deleted AFTER DELETE ON tasks
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_insight_rows_changed();
--> statement-breakpoint
CREATE TRIGGER sprints_insight_inserted AFTER INSERT ON sprints
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_insight_rows_changed();
--> statement-breakpoint
CREATE TRIGGER sprints_insight_updated AFTER UPDATE ON sprints
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_insight_rows_updated();
--> statement-breakpoint
CREATE TRIGGER sprints_insight_deleted AFTER DELETE ON sprints
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_insight_rows_changed();
--> statement-breakpoint
CREATE TRIGGER project_members_insight_inserted AFTER INSERT ON project_members
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_insight_rows_changed();
--> statement-breakpoint
-- A role change moves a member in or out of the team average.
CREATE TRIGGER project_members_insight_updated AFTER UPDATE ON project_members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_insight_rows_updated();
--> statement-breakpoint
CREATE TRIGGER project_members_insight_deleted AFTER DELETE ON project_members
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_insight_rows_changed();
--> statement-breakpoint
-- The owner column decides who is shown as the owner on the workload.
CREATE TRIGGER projects_insight_settings_changed
  AFTER UPDATE OF name, time_zone, stalled_after_days, owner_id ON projects
  FOR EACH ROW WHEN ((OLD.name, OLD.time_zone, OLD.stalled_after_days, OLD.owner_id)
    IS DISTINCT FROM (NEW.name, NEW.time_zone, NEW.stalled_after_days, NEW.owner_id))
  EXECUTE FUNCTION project_insight_settings_changed();

-- Milestone lists are cached under the project's insight version (migration 0035) and today in
-- the project's zone: a milestone written, or a task linked to one or unlinked, moves that
-- version in the writing transaction, like every other change a cached list shows. A task's
-- status, due date and existence already move it; its estimate moves it through its history.
CREATE TRIGGER milestones_insight_inserted AFTER INSERT ON milestones
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_insight_rows_changed();
--> statement-breakpoint
CREATE TRIGGER milestones_insight_updated AFTER UPDATE ON milestones
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_insight_rows_updated();
--> statement-breakpoint
CREATE TRIGGER milestones_insight_deleted AFTER DELETE ON milestones
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_insight_rows_changed();
--> statement-breakpoint
-- As in 0035, with the milestone link added to what a task update is compared on.
CREATE OR REPLACE FUNCTION project_insight_tasks_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_project_insight_versions(ARRAY(
    SELECT DISTINCT unnest(ARRAY[o.project_id, n.project_id])
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.title, o.due_date, o.status, o.assignee_id, o.project_id, o.milestone_id)
      IS DISTINCT FROM (n.title, n.due_date, n.status, n.assignee_id, n.project_id, n.milestone_id)));
  RETURN NULL;
END $$;

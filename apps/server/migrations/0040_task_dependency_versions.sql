-- A task's JSON lists what it blocks and what blocks it, so a link added or removed changes the
-- boards of both tasks' projects: bump their tasks_version in the writing transaction, as the
-- tasks triggers do (0004). A trigger, not app code, so the cascade of a deleted task counts too
-- (its own project is bumped by the task's delete; the other task's project by this). One
-- statement for both projects, so two writers lock the rows in the same order.
CREATE FUNCTION bump_dependency_projects_tasks_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  link task_dependencies%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN link := OLD; ELSE link := NEW; END IF;
  UPDATE projects SET tasks_version = tasks_version + 1
  WHERE id IN (
    SELECT project_id FROM tasks WHERE id IN (link.blocker_task_id, link.blocked_task_id)
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER task_dependencies_bump_project_version
  AFTER INSERT OR DELETE ON task_dependencies
  FOR EACH ROW EXECUTE FUNCTION bump_dependency_projects_tasks_version();

-- Every change a board shows bumps projects.tasks_version in the same transaction, so a board
-- cached under a version is valid exactly while the version is unchanged. Triggers, not app
-- code, so no write path (bulk unassign, cascades, a future command) can forget to bump.
CREATE FUNCTION bump_project_tasks_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE projects SET tasks_version = tasks_version + 1 WHERE id = OLD.project_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.project_id IS DISTINCT FROM OLD.project_id) THEN
    UPDATE projects SET tasks_version = tasks_version + 1 WHERE id = NEW.project_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tasks_bump_project_version
  AFTER INSERT OR UPDATE OR DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION bump_project_tasks_version();
--> statement-breakpoint
-- Cards show the assignee's name and avatar.
CREATE FUNCTION bump_assignee_projects_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET tasks_version = tasks_version + 1
  WHERE id IN (SELECT DISTINCT project_id FROM tasks WHERE assignee_id = NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_bump_assignee_projects_version
  AFTER UPDATE OF name, avatar ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.avatar IS DISTINCT FROM NEW.avatar)
  EXECUTE FUNCTION bump_assignee_projects_version();

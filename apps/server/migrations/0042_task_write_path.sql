-- Every task write moves its project's board version, one hot row per project. Moved by an
-- ordinary row trigger, that row stayed locked from the task's insert or update until commit,
-- across the rest of the request's round trips, and every other write to the project's tasks
-- waited for it. Deferred to commit, the version moves in the commit itself: still in the same
-- transaction (a board cached under a version is never older than it), but the row is locked
-- only while the transaction commits.
DROP TRIGGER tasks_bump_project_version ON tasks;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tasks_bump_project_version
  AFTER INSERT OR UPDATE OR DELETE ON tasks
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_project_tasks_version();
--> statement-breakpoint
-- The position after the last card of a column, for a task appended to it (task-position.ts).
-- It first takes the column's append lock (the same key as lockColumn) and then reads the
-- maximum: a volatile function's query sees what committed while it waited, so a task's insert
-- or move locks and reads in one statement, where a separate lock statement cost a round trip
-- with the lock already held.
CREATE FUNCTION task_column_end(project uuid, column_status text) RETURNS double precision
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('tasks:' || project || ':' || column_status, 0));
  RETURN (SELECT coalesce(max(position), 0) + 1 FROM tasks
          WHERE project_id = project AND status = column_status);
END $$;

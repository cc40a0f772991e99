-- Mentor search ranks from a list of every mentor each process keeps in memory. The list is kept
-- under cache_versions 'mentor_directory', which these triggers move in the writing transaction
-- whenever something the ranking reads changes: a developer profile, a rating, or a session
-- entering or leaving 'completed' (sessions given and the types completed). A search reads the
-- version with its page and reads the list again only when it moved, on any process.
INSERT INTO cache_versions (name, version) VALUES ('mentor_directory', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION bump_mentor_directory_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE name = 'mentor_directory';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mentorship_profiles_directory_changed AFTER INSERT OR UPDATE OR DELETE
  ON mentorship_profiles FOR EACH STATEMENT EXECUTE FUNCTION bump_mentor_directory_version();
--> statement-breakpoint
CREATE TRIGGER mentorship_feedback_directory_changed AFTER INSERT OR UPDATE OR DELETE
  ON mentorship_feedback FOR EACH STATEMENT EXECUTE FUNCTION bump_mentor_directory_version();
--> statement-breakpoint
CREATE TRIGGER mentorship_sessions_directory_completed AFTER UPDATE OF status, mentor_id, type
  ON mentorship_sessions FOR EACH ROW
  WHEN ((OLD.status = 'completed' OR NEW.status = 'completed')
    AND (OLD.status, OLD.mentor_id, OLD.type) IS DISTINCT FROM (NEW.status, NEW.mentor_id, NEW.type))
  EXECUTE FUNCTION bump_mentor_directory_version();
--> statement-breakpoint
CREATE TRIGGER mentorship_sessions_directory_completed_added AFTER INSERT
  ON mentorship_sessions FOR EACH ROW WHEN (NEW.status = 'completed')
  EXECUTE FUNCTION bump_mentor_directory_version();
--> statement-breakpoint
CREATE TRIGGER mentorship_sessions_directory_completed_gone AFTER DELETE
  ON mentorship_sessions FOR EACH ROW WHEN (OLD.status = 'completed')
  EXECUTE FUNCTION bump_mentor_directory_version();

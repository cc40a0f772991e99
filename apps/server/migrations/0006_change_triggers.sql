-- projects.card_version moves with everything a project card shows, so the projects list can be
-- cached under the caller's (project, card_version, role) set. Triggers, not app code, so no
-- write path can forget. Any update of the row bumps it, task writes included (they bump
-- tasks_version, which is an update of the row).
CREATE FUNCTION bump_project_card_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card_version := OLD.card_version + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER projects_bump_card_version
  BEFORE UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION bump_project_card_version();
--> statement-breakpoint
-- A card shows its team with roles.
CREATE FUNCTION bump_member_project_card_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE projects SET card_version = card_version + 1 WHERE id = OLD.project_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE projects SET card_version = card_version + 1 WHERE id = NEW.project_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER project_members_bump_card_version
  AFTER INSERT OR UPDATE OR DELETE ON project_members
  FOR EACH ROW EXECUTE FUNCTION bump_member_project_card_version();
--> statement-breakpoint
-- ...and its members' names and avatars.
CREATE FUNCTION bump_member_projects_on_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET card_version = card_version + 1
  WHERE id IN (SELECT project_id FROM project_members WHERE user_id = NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_bump_member_projects_card_version
  AFTER UPDATE OF name, avatar ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.avatar IS DISTINCT FROM NEW.avatar)
  EXECUTE FUNCTION bump_member_projects_on_rename();
--> statement-breakpoint
-- Every process caches signed-in users' profiles; this tells them all when one changes.
CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_changed', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_changed
  AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();

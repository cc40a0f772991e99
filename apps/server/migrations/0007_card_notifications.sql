-- The embedded engine has one process, which hears a NOTIFY as the committing statement returns;
-- there the projects list is versioned from these notifications instead of a query per request.
CREATE OR REPLACE FUNCTION bump_project_card_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card_version := OLD.card_version + 1;
  PERFORM pg_notify('project_card_changed', NEW.id::text);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_member_project_card_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE projects SET card_version = card_version + 1 WHERE id = OLD.project_id;
    PERFORM pg_notify('membership_changed', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE projects SET card_version = card_version + 1 WHERE id = NEW.project_id;
    PERFORM pg_notify('membership_changed', NEW.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;

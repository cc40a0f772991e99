CREATE TABLE "task_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"at" timestamp with time zone NOT NULL,
	"by_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "task_history" ADD CONSTRAINT "task_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_history" ADD CONSTRAINT "task_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_history_project_at_idx" ON "task_history" USING btree ("project_id","at");--> statement-breakpoint
CREATE INDEX "task_history_task_at_idx" ON "task_history" USING btree ("task_id","at");--> statement-breakpoint
-- Existing tasks get their history as far back as the activity feed recorded it: creations,
-- status and assignee changes, deletions. The feed was written in the transaction of each
-- change since tasks existed, so for tasks made through the API this is their whole story.
INSERT INTO "task_history" ("task_id", "project_id", "field", "from_value", "to_value", "at", "by_user_id")
SELECT e."entity_id", e."project_id", 'created', NULL, e."data"->>'status', e."created_at", e."actor_id"
FROM "activity_events" e
WHERE e."action" = 'task_created' AND e."entity_id" IS NOT NULL AND e."data" ? 'status';--> statement-breakpoint
INSERT INTO "task_history" ("task_id", "project_id", "field", "from_value", "to_value", "at", "by_user_id")
SELECT e."entity_id", e."project_id", 'status', e."data"->'changes'->'status'->>'from',
  e."data"->'changes'->'status'->>'to', e."created_at", e."actor_id"
FROM "activity_events" e
WHERE e."action" IN ('task_updated', 'task_moved') AND e."entity_id" IS NOT NULL
  AND e."data"->'changes' ? 'status';--> statement-breakpoint
INSERT INTO "task_history" ("task_id", "project_id", "field", "from_value", "to_value", "at", "by_user_id")
SELECT e."entity_id", e."project_id", 'assignee', e."data"->'changes'->'assignee_id'->>'from',
  e."data"->'changes'->'assignee_id'->>'to', e."created_at", e."actor_id"
FROM "activity_events" e
WHERE e."action" IN ('task_updated', 'task_moved') AND e."entity_id" IS NOT NULL
  AND e."data"->'changes' ? 'assignee_id';--> statement-breakpoint
INSERT INTO "task_history" ("task_id", "project_id", "field", "from_value", "to_value", "at", "by_user_id")
SELECT e."entity_id", e."project_id", 'deleted', e."data"->>'status', NULL, e."created_at", e."actor_id"
FROM "activity_events" e
WHERE e."action" = 'task_deleted' AND e."entity_id" IS NOT NULL;--> statement-breakpoint
-- Tasks the feed never saw created (made from a template): a starting row at their creation,
-- with the status they had before their first recorded change, else the one they have now.
INSERT INTO "task_history" ("task_id", "project_id", "field", "from_value", "to_value", "at", "by_user_id")
SELECT t."id", t."project_id", 'created', NULL,
  coalesce((SELECT h."from_value" FROM "task_history" h
            WHERE h."task_id" = t."id" AND h."field" = 'status' ORDER BY h."at" LIMIT 1), t."status"),
  t."created_at", t."created_by"
FROM "tasks" t
WHERE NOT EXISTS (SELECT 1 FROM "task_history" h WHERE h."task_id" = t."id" AND h."field" = 'created');--> statement-breakpoint
-- The feed names a new task's assignee, not their account: every existing task starts with the
-- assignee it had before its first recorded change, else the one it has now.
INSERT INTO "task_history" ("task_id", "project_id", "field", "from_value", "to_value", "at", "by_user_id")
SELECT s."id", s."project_id", 'assignee', NULL, s."first", s."created_at", s."created_by"
FROM (
  SELECT t."id", t."project_id", t."created_at", t."created_by",
    CASE WHEN EXISTS (SELECT 1 FROM "task_history" h WHERE h."task_id" = t."id" AND h."field" = 'assignee')
      THEN (SELECT h."from_value" FROM "task_history" h
            WHERE h."task_id" = t."id" AND h."field" = 'assignee' ORDER BY h."at" LIMIT 1)
      ELSE t."assignee_id"::text END AS "first"
  FROM "tasks" t
) s
WHERE s."first" IS NOT NULL;

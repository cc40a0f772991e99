// Seeding of the insights benchmark (bench/insights-overview.mjs), apart so a profiling run can
// fill a database the same way. Not a benchmark itself (bench/run.mjs skips it).

export const PROJECTS = 50;
export const MEMBERS = 19; // besides the owner

/**
 * Projects, members, tasks and their history. Task i has k + 1 = 3..17 history rows (10 on
 * average): its creation (todo) with its first assignee at the same instant, then k - 1 changes
 * spread evenly between its creation (1-364 days ago) and now, by step s: s % 4 = 1 or 2 a status
 * move along todo → in progress → in review → done → todo (a reopen), 3 a reassignment, 0 a
 * sprint change. Every 25th task was deleted afterwards (a `deleted` row; no tasks row). The
 * tasks table holds each live task's final status and assignee, as the history ends.
 */
export async function seedInsights(query, ownerId, tasks) {
  const BIG = Math.round(tasks / 4); // tasks of the largest project
  const tag = `${process.pid}-${Date.now()}`;
  await query(
    `INSERT INTO projects (name, owner_id, time_zone, created_at, updated_at)
     SELECT 'Insights ' || lpad(j::text, 2, '0'), $1, 'UTC',
            now() - interval '380 days' + j * interval '7 days', now()
     FROM generate_series(1, $2::int) j`,
    [ownerId, PROJECTS],
  );
  await query(
    `INSERT INTO project_members (project_id, user_id, role)
     SELECT id, $1, 'owner' FROM projects WHERE owner_id = $1`,
    [ownerId],
  );
  await query(
    `WITH u AS (
       INSERT INTO users (name, email)
       SELECT 'Assignee ' || g, 'bench-insights-' || g || '-${tag}@example.test'
       FROM generate_series(1, $2::int) g RETURNING id)
     INSERT INTO project_members (project_id, user_id, role)
     SELECT p.id, u.id, 'member' FROM projects p, u WHERE p.owner_id = $1`,
    [ownerId, MEMBERS],
  );
  await query(
    `CREATE TEMP TABLE plan AS
     WITH p AS (SELECT array_agg(id ORDER BY name) AS ids FROM projects WHERE owner_id = $1),
          u AS (SELECT array_agg(pm.user_id ORDER BY pm.user_id) AS ids FROM project_members pm
                WHERE pm.project_id = (SELECT ids[1] FROM p))
     SELECT i, gen_random_uuid() AS task_id,
            CASE WHEN i < $3 THEN p.ids[1] ELSE p.ids[2 + i % ($4 - 1)] END AS project_id,
            2 + (i * 7919) % 15 AS k,
            i % 25 = 0 AS deleted,
            (1 + (i * 104729) % 364) * interval '1 day' + (i % 86400) * interval '1 second' AS age,
            u.ids AS uids
     FROM p, u, generate_series(0, $2 - 1) i`,
    [ownerId, tasks, BIG, PROJECTS],
  );
  // One statement, rows in (at, then the order a change writes them) order, so seq matches.
  await query(
    `INSERT INTO task_history (task_id, project_id, field, from_value, to_value, at, by_user_id)
     SELECT task_id, project_id, field, from_value, to_value, at, $1 FROM (
       SELECT task_id, project_id, 'created' AS field, NULL AS from_value, 'todo' AS to_value,
              now() - age AS at, 0 AS ord
       FROM plan
       UNION ALL
       SELECT task_id, project_id, 'assignee', NULL, uids[1 + i % cardinality(uids)]::text,
              now() - age, 1
       FROM plan
       UNION ALL
       SELECT task_id, project_id,
              CASE WHEN s % 4 IN (1, 2) THEN 'status' WHEN s % 4 = 3 THEN 'assignee' ELSE 'sprint' END,
              CASE WHEN s % 4 IN (1, 2)
                     THEN (ARRAY['todo','in_progress','in_review','done'])[1 + (2 * (s / 4) + s % 4 - 1) % 4]
                   WHEN s % 4 = 3 THEN uids[1 + (i + s / 4) % cardinality(uids)]::text
                   WHEN s = 4 THEN NULL
                   ELSE md5(project_id::text || (s / 4 - 1))::uuid::text END,
              CASE WHEN s % 4 IN (1, 2)
                     THEN (ARRAY['todo','in_progress','in_review','done'])[1 + (2 * (s / 4) + s % 4) % 4]
                   WHEN s % 4 = 3 THEN uids[1 + (i + s / 4 + 1) % cardinality(uids)]::text
                   ELSE md5(project_id::text || (s / 4))::uuid::text END,
              now() - age + age * (s::float8 / k), 0
       FROM plan, generate_series(1, k - 1) s
       UNION ALL
       SELECT task_id, project_id, 'deleted',
              (ARRAY['todo','in_progress','in_review','done'])[1 + (2 * ((k - 1) / 4) + least((k - 1) % 4, 2)) % 4],
              NULL, now() - age + age * ((k - 0.5) / k), 0
       FROM plan WHERE deleted
     ) rows ORDER BY at, ord`,
    [ownerId],
  );
  await query(
    `INSERT INTO tasks (id, project_id, title, status, priority, assignee_id, position, created_by,
       created_at, updated_at)
     SELECT task_id, project_id, 'Task ' || i,
            (ARRAY['todo','in_progress','in_review','done'])[1 + (2 * ((k - 1) / 4) + least((k - 1) % 4, 2)) % 4],
            'medium', uids[1 + (i + k / 4) % cardinality(uids)], i, $1, now() - age, now()
     FROM plan WHERE NOT deleted`,
    [ownerId],
  );
  await query('VACUUM ANALYZE');
  const counts = await query(
    `SELECT (SELECT count(*) FROM task_history)::int AS history,
            (SELECT count(*) FROM tasks)::int AS tasks,
            (SELECT count(*) FROM plan WHERE deleted)::int AS deleted,
            (SELECT id FROM projects WHERE owner_id = $1 ORDER BY name LIMIT 1) AS big,
            (SELECT count(*) FROM task_history h JOIN projects p ON p.id = h.project_id
             WHERE p.owner_id = $1 AND p.name = 'Insights 01')::int AS big_history`,
    [ownerId],
  );
  return counts.rows[0];
}

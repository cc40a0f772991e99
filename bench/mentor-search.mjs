// Mentor search benchmark: GET /api/mentorship/mentors/search over 10,000 mentor profiles at 10
// connections. Target: p99 < 50 ms. Baseline in the same run: GET /api/mentorship/skills (the
// catalogue, a small read behind the same sign-in), as a ratio.
// The mentors are seeded with SQL (users, profiles with 1-6 catalogue skills, languages, zones,
// weekly hours; two thirds rated by 1-5 completed sessions with a requester's feedback each; a
// few at their weekly limit), then VACUUM ANALYZE.
// PGlite always, PostgreSQL too when BENCH_DATABASE_URL is set (BENCH_ENGINES keeps one).
// Run: `node bench/mentor-search.mjs` (or `npm run bench -- mentor-search`).
import { call, describeTree, machineLoad, registerUsers, SERVER_ROOT } from './realtime-lib.mjs';
import { chatEngine, chosenEngines, measure, reportLine, verdict } from './chat-lib.mjs';

const MENTORS = Number(process.env.BENCH_MENTORS ?? 10_000);
const TARGET_MS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DB_NAME = 'bench_mentor_search';
const ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Sao_Paulo',
];
const LANGUAGES = ['English', 'Spanish', 'German', 'French', 'Arabic', 'Russian', 'Hindi'];

/** Users, profiles, rated sessions and this week's sessions, all with SQL. */
async function seed(query, requesterId) {
  await query(
    `INSERT INTO users (name, email, bio)
     SELECT 'Mentor ' || g, 'mentor-' || g || '@bench.test', 'Mentor number ' || g
     FROM generate_series(1, $1::int) g`,
    [MENTORS],
  );
  // Skills skewed to the front of the catalogue (the common ones), as people pick them.
  await query(
    `INSERT INTO mentorship_profiles (user_id, skills, languages, frameworks, expertise, timezone,
       availability_hours_per_week, is_mentor, years_experience, max_sessions_per_week)
     SELECT u.id,
       array(SELECT s.name FROM mentorship_skills s
             WHERE s.id IN (SELECT 1 + floor(power(random(), 2) * 70)::int
                            FROM generate_series(1, 1 + (n % 6)))),
       array(SELECT ($1::text[])[1 + (n + k) % cardinality($1::text[])] FROM generate_series(0, n % 3) k),
       ARRAY['React', 'Django'], ARRAY['Testing', 'Mentoring', 'APIs'],
       ($2::text[])[1 + n % cardinality($2::text[])],
       n % 21, true, n % 30, 1 + n % 8
     FROM (SELECT id, row_number() OVER (ORDER BY id)::int AS n FROM users
           WHERE email LIKE 'mentor-%@bench.test') u`,
    [LANGUAGES, ZONES],
  );
  await query(
    `CREATE TEMP TABLE rated AS
     SELECT p.user_id AS mentor_id, k, 1 + floor(random() * 5)::int AS rating
     FROM mentorship_profiles p
     -- 1-5 sessions by mentor (a bound of random() here would be drawn once for everyone).
     CROSS JOIN LATERAL generate_series(1, 1 + abs(hashtext(p.user_id::text)) % 5) k
     WHERE p.is_mentor AND random() < 0.67`,
  );
  await query(
    `WITH s AS (
       INSERT INTO mentorship_sessions (requester_id, mentor_id, type, topic, duration_minutes,
         credits_used, status, scheduled_time)
       SELECT $1, mentor_id, 'code_review', 'Seeded ' || rating, 60, 2, 'completed',
              now() - interval '30 days' + k * interval '1 day'
       FROM rated
       RETURNING id, mentor_id, topic)
     INSERT INTO mentorship_feedback (session_id, author_id, author_role, about_user_id, rating,
       was_helpful, would_recommend)
     SELECT id, $1, 'requester', mentor_id, substr(topic, 8)::int, true, true FROM s`,
    [requesterId],
  );
  // Every 50th mentor has a session scheduled this week (those allowed 1 a week are then full).
  await query(
    `INSERT INTO mentorship_sessions (requester_id, mentor_id, type, topic, duration_minutes,
       credits_used, status, scheduled_time)
     SELECT $1, user_id, 'pair_coding', 'This week', 60, 2, 'scheduled', now()
     FROM mentorship_profiles WHERE is_mentor AND hashtext(user_id::text) % 50 = 0`,
    [requesterId],
  );
  // VACUUM as well: each seeded completed session moved the directory's version (a row trigger),
  // leaving tens of thousands of dead versions of that one row, which every search reads until
  // autovacuum's next pass (up to a minute later, so mid-run); a real workload never makes them
  // in one go, so the bench measures after the clean-up.
  await query('VACUUM ANALYZE');
  const counts = await query(
    `SELECT (SELECT count(*) FROM mentorship_profiles WHERE is_mentor) AS mentors,
            (SELECT count(*) FROM mentorship_feedback) AS feedback,
            (SELECT count(*) FROM mentorship_sessions) AS sessions`,
  );
  return counts.rows[0];
}

const SKILLS = ['TypeScript', 'Python', 'React', 'Go', 'SQL', 'Docker', 'Rust', 'Kubernetes'];
const pick = (i) => SKILLS[i % SKILLS.length];

async function runEngine(engineName) {
  const engine = await chatEngine(engineName, DB_NAME);
  try {
    const [searcher] = await registerUsers(engine.url, 1);
    const token = searcher.access_token;
    await call(engine.url, token, 'PUT', '/api/auth/profile', { bio: 'Looking for help.' }, 200);
    await call(
      engine.url,
      token,
      'PUT',
      '/api/mentorship/profile',
      {
        skills: ['TypeScript'],
        languages: ['English', 'German'],
        frameworks: [],
        expertise: [],
        timezone: 'Europe/Berlin',
        availabilityHoursPerWeek: 2,
        githubUsername: null,
        isMentor: false,
        yearsExperience: 1,
        maxSessionsPerWeek: 5,
      },
      200,
    );
    const started = performance.now();
    const counts = await engine.sql((query) => seed(query, searcher.user.id));
    console.log(
      `${engineName}: seeded ${counts.mentors} mentors, ${counts.sessions} sessions, ${counts.feedback} ratings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const first = await call(
      engine.url,
      token,
      'GET',
      '/api/mentorship/mentors/search?skills=TypeScript',
      undefined,
      200,
    );
    if (first.length !== 20) throw new Error(`expected a full page, got ${first.length}`);

    let next = 0;
    const run = (path, paths) => ({
      url: `${engine.url}${path}`,
      headers: { authorization: `Bearer ${token}` },
      connections: CONNECTIONS,
      duration: DURATION,
      ...(paths && {
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: paths[(next = (next + 1) % paths.length)],
            }),
          },
        ],
      }),
    });
    const baseline = await measure(run('/api/mentorship/skills'));
    reportLine('GET /skills (baseline)', baseline);
    const base = '/api/mentorship/mentors/search';
    const cases = [
      ['no filter: all 10,000 ranked', [`${base}`]],
      [
        'one or two skills (8 rotating)',
        SKILLS.map((_, i) => `${base}?skills=${pick(i)}${i % 2 ? `,${pick(i + 3)}` : ''}`),
      ],
      [
        'skills + min_rating 4 + 5 h + zone + type',
        SKILLS.map(
          (_, i) =>
            `${base}?skills=${pick(i)}&min_rating=4&availability_hours=5&timezone=America/New_York&session_type=code_review`,
        ),
      ],
      ['limit=100, no filter', [`${base}?limit=100`]],
    ];
    for (const [label, paths] of cases) {
      const r = await measure(run(paths[0], paths));
      reportLine(
        label,
        r,
        ` | x${(r.p99 / baseline.p99).toFixed(2)} baseline p99 | ${verdict(r.p99, TARGET_MS)}`,
      );
    }
  } finally {
    await engine.stop();
  }
}

console.log(
  `mentor search bench (server ${describeTree()} at ${SERVER_ROOT}; ${MENTORS.toLocaleString('en')} mentors, ${CONNECTIONS} connections, ${DURATION} s each; ${machineLoad()})`,
);
for (const engine of chosenEngines()) await runEngine(engine);
console.log(`(${machineLoad()} at the end)`);

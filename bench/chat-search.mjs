// Chat search benchmark: GET /api/messages/search?q= over 200,000 messages
// the caller may read (10 threads: 3 projects x 3 threads and one direct thread, 20,000 each),
// plus 20,000 in another team's project it may not read. Each query runs for 5 s at one
// connection (BENCH_CONNECTIONS changes it): the latency of one search, as a person waits for
// it. Target: p99 < 50 ms for every query. Baselines in the same run (the machine is shared): the
// server's GET /health, and a word in no message (authentication, validation and one GIN probe);
// each query's p99 is also given as a ratio to the latter's.
// The text is seeded with SQL: 60 % English, 25 % Russian, 15 % Arabic messages of 3-20 words,
// each word drawn from its language's list of chat words with Zipf-like frequencies (the n-th
// word about 1/n as often as the first: "the" is in most English messages, "deploy" in a few
// percent), a few English loanwords in the Russian messages, and rare words (a message in ~5,000)
// appended. The number of messages each query matches is printed with it.
// PGlite always, PostgreSQL too when BENCH_DATABASE_URL is set (BENCH_ENGINES=pglite keeps one).
// Run: `node bench/chat-search.mjs` (or `npm run bench -- chat-search`).
import {
  addMember,
  call,
  describeTree,
  machineLoad,
  registerUsers,
  SERVER_ROOT,
} from './realtime-lib.mjs';
import { chatEngine, chosenEngines, measure, newThread, reportLine, verdict } from './chat-lib.mjs';

const PER_THREAD = Number(process.env.BENCH_PER_THREAD ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const DURATION = 5;
const TARGET_MS = 50;
const DB_NAME = 'bench_chat_search';

// Most frequent first: a word's rank sets how often it is drawn.
const ENGLISH = (
  'the to I we it is and a for on this that can you will just now please thanks ok ' +
  'build fix review task today tomorrow meeting release client design bug test update ' +
  'deploy page merge branch call demo report server login issue customer staging ' +
  'feedback schedule sprint invoice production database budget migration error mobile ' +
  'screen payment export search notification dashboard upload timeout cache password ' +
  'email calendar deadline estimate priority roadmap onboarding contract pricing ' +
  'analytics marketing translation accessibility keyboard shortcut tooltip spinner ' +
  'holiday lunch coffee weekend tasks notes code'
).split(' ');
const RUSSIAN = (
  'и в не на я что это мы завтра сегодня задача спасибо сборка релиз посмотреть ' +
  'исправил ошибка клиент созвон встреча дизайн макет тесты сервер отчёт оплата ' +
  'страница пароль письмо уведомление поиск экспорт ветка ревью дедлайн оценка ' +
  'приоритет готово пожалуйста задачи базе данных счёт PR API deploy staging'
).split(' ');
const ARABIC = (
  'في من على أن هذا مع غدا اليوم الاجتماع العميل التصميم المهمة شكرا تم يرجى ' +
  'الخطأ الإصدار المراجعة الاختبار الخادم الصفحة الدفع الفاتورة التقرير الموعد ' +
  'الميزانية التحديث الإشعارات البحث جاهز المشروع الفريق العرض التسليم الأولوية المهام'
).split(' ');
// Each appended to about one message in RARE_ONE_IN.
const RARE = ['kubernetes', 'ипотеку', 'بوصلة'];
const RARE_ONE_IN = 5_000;

const QUERIES = [
  ['zyxwvut', 'a word in no message (baseline)'],
  ['the', 'English stopword, kept by the Russian and Arabic configurations'],
  ['meeting', 'common English word'],
  ['tasks', 'English, stemmed (task, tasks)'],
  ['deploy', 'English, also in Russian messages'],
  ['kubernetes', 'rare English word'],
  ['задачи', 'Russian, stemmed (задача, задачи)'],
  ['ипотека', 'rare Russian word, stemmed (ипотеку)'],
  ['الاجتماع', 'common Arabic word'],
  ['بوصلة', 'rare Arabic word'],
  ['release notes', 'two English words'],
  ['"code review"', 'English phrase'],
  ['созвон завтра', 'two Russian words'],
];

// The stored vector the server searches (messages.search_vector, migration 0013), so counts use
// its GIN index.
const VECTOR = 'search_vector';
const TSQUERY = `(websearch_to_tsquery('english'::regconfig, $1) || websearch_to_tsquery('russian'::regconfig, $1) || websearch_to_tsquery('arabic'::regconfig, $1))`;

/**
 * PER_THREAD messages in each thread (seq 1..PER_THREAD, authors in turn); the threads'
 * messages interleave in time, the newest now. Then every thread's message_seq, and ANALYZE
 * (PGlite has no autovacuum: without it the planner knows nothing of the new rows).
 */
async function seed(query, threads) {
  const n = threads.length;
  for (const [k, { id, authors }] of threads.entries()) {
    await query(
      `INSERT INTO messages (thread_id, seq, user_id, content, created_at, updated_at)
       SELECT $1, g, ($2::uuid[])[1 + g % cardinality($2::uuid[])], c.content, t, t
       FROM generate_series(1, $3::int) g,
            LATERAL (SELECT now() - (($3::int - g) * $4::int + $5::int) * interval '3 seconds' AS t,
                            CASE WHEN (g * 31 + $5::int) % 100 < 60 THEN $6::text[]
                                 WHEN (g * 31 + $5::int) % 100 < 85 THEN $7::text[]
                                 ELSE $8::text[] END AS v) l,
            LATERAL (SELECT string_agg(l.v[floor(exp(random() * ln(cardinality(l.v) + 1)))::int + 0 * w], ' ')
                            || CASE WHEN random() * $10::int < 1 THEN ' ' || ($9::text[])[1 + g % 3] ELSE '' END
                            AS content
                     FROM generate_series(1, 3 + (g * 7919) % 18) w) c`,
      // (`0 * w`: an aggregate whose argument names only outer columns would belong to the outer query.)
      [id, authors, PER_THREAD, n, k, ENGLISH, RUSSIAN, ARABIC, RARE, RARE_ONE_IN],
    );
    await query(`UPDATE threads SET message_seq = $2, last_message_at = now() WHERE id = $1`, [
      id,
      PER_THREAD,
    ]);
  }
  await query('VACUUM ANALYZE messages');
  await query('VACUUM ANALYZE threads');
}

async function runEngine(engineName) {
  const engine = await chatEngine(engineName, DB_NAME);
  try {
    const [searcher, teammate, stranger] = await registerUsers(engine.url, 3);
    const made = [];
    for (let p = 0; p < 3; p++) {
      const project = await call(
        engine.url,
        searcher.access_token,
        'POST',
        '/api/projects',
        { name: `Search bench ${p + 1}` },
        201,
      );
      await addMember(engine.url, searcher, project.id, teammate);
      for (const title of ['General', 'Releases', 'Design'])
        made.push(await newThread(engine.url, searcher, project.id, title));
    }
    made.push(
      await call(
        engine.url,
        searcher.access_token,
        'POST',
        '/api/threads',
        { context_type: 'direct', participant_ids: [teammate.user.id] },
        201,
      ),
    );
    const pair = [searcher.user.id, teammate.user.id];
    const threads = made.map((t) => ({ id: t.id, authors: pair }));
    const other = await call(
      engine.url,
      stranger.access_token,
      'POST',
      '/api/projects',
      { name: 'Another team' },
      201,
    );
    const hidden = await newThread(engine.url, stranger, other.id, 'Not yours');
    threads.push({ id: hidden.id, authors: [stranger.user.id] });

    const seedStart = performance.now();
    const counts = await engine.sql(async (query) => {
      await seed(query, threads);
      const found = new Map();
      for (const [q] of QUERIES) {
        const r = await query(
          `SELECT count(*)::int AS n FROM messages WHERE thread_id <> $2 AND ${VECTOR} @@ ${TSQUERY}`,
          [q, hidden.id],
        );
        found.set(q, r.rows[0].n);
      }
      return found;
    });
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const readable = PER_THREAD * made.length;
    console.log(
      `${engineName}: seeded ${readable.toLocaleString('en')} readable + ${PER_THREAD.toLocaleString('en')} ` +
        `unreadable messages (and counted the matches) in ${seedSeconds.toFixed(1)} s`,
    );

    const headers = { authorization: `Bearer ${searcher.access_token}` };
    const searchPath = (q) => `/api/messages/search?q=${encodeURIComponent(q)}`;
    // Each query answers (and its snippets are cut) once before it is timed.
    for (const [q] of QUERIES) {
      const body = await call(
        engine.url,
        searcher.access_token,
        'GET',
        searchPath(q),
        undefined,
        200,
      );
      const expected = Math.min(50, counts.get(q));
      if (body.messages.length !== expected)
        throw new Error(`${q}: ${body.messages.length} hits, expected ${expected}`);
    }
    const health = await measure({ url: `${engine.url}/health`, duration: DURATION });
    reportLine('GET /health (yardstick)', health);
    let baseline;
    const missed = [];
    for (const [q, what] of QUERIES) {
      const r = await measure({
        url: `${engine.url}${searchPath(q)}`,
        headers,
        connections: CONNECTIONS,
        duration: DURATION,
      });
      baseline ??= r;
      const matches = counts.get(q);
      const share = ((100 * matches) / readable).toFixed(matches * 1000 < readable ? 3 : 1);
      reportLine(
        `${JSON.stringify(q)} ${matches.toLocaleString('en')} hits (${share} %)`,
        r,
        ` | x${(r.p99 / baseline.p99).toFixed(1)} | ${verdict(r.p99, TARGET_MS)} | ${what}`,
      );
      if (r.p99 >= TARGET_MS) missed.push(q);
    }
    console.log(
      `  ${missed.length ? `over the target: ${missed.map((q) => JSON.stringify(q)).join(', ')}` : 'every query met the target'}; ` +
        `server RSS ${Math.round(engine.rssMb())} MB`,
    );
  } finally {
    await engine.stop();
  }
}

console.log(
  `chat search bench (server ${describeTree()} at ${SERVER_ROOT}; ${CONNECTIONS} connection(s), ${DURATION} s per query; ${machineLoad()})`,
);
for (const engine of chosenEngines()) await runEngine(engine);
console.log(`(${machineLoad()} at the end)`);

// Chat page benchmark: GET /api/threads/{id}/messages?limit=50 in a project
// thread of 100,000 messages, at 20 connections for 10 s: the newest page, and pages before a
// cursor deep in the thread (`before=` a random one of 200 messages spread over the whole thread,
// a new one per request), and pages before a cursor never asked for before (the page cache
// cannot help). Target: p99 < 30 ms. Baselines in the same run (the machine is shared):
// the server's GET /health, and the newest page of a thread of 100 messages in the same database;
// the ratio to the latter shows what the thread's length costs (a page is one walk of
// messages_thread_seq_unique, so it should cost nothing).
// The messages are seeded with SQL (INSERT ... SELECT generate_series): 5 authors, mixed English,
// Russian and Arabic text of ordinary lengths (one in 50 long), one in 10 a reply, one in 7 with
// reactions, one in 25 with a mention; threads.message_seq set to the last seq.
// PGlite always, PostgreSQL too when BENCH_DATABASE_URL is set (BENCH_ENGINES=pglite keeps one).
// Run: `node bench/chat-page.mjs` (or `npm run bench -- chat-page`).
import { call, describeTree, machineLoad, SERVER_ROOT } from './realtime-lib.mjs';
import {
  chatEngine,
  chosenEngines,
  measure,
  newThread,
  reportLine,
  teamWithThread,
  verdict,
} from './chat-lib.mjs';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100_000);
const SMALL = 100;
const PAGE = 50;
const CURSORS = 200;
const COLD_CURSORS = 60_000;
const TARGET_MS = 30;
const DB_NAME = 'bench_chat_page';

// Chat lines of ordinary length in the three languages; a message is one or two of them.
const LINES = [
  'Morning! Is the staging build green again?',
  'I pushed the fix for the login redirect, can someone review it?',
  'The client moved the demo to Thursday at 3 pm.',
  'Let us keep the scope small and ship the first version on Friday.',
  'Thanks, looks good to me.',
  'Who owns the invoice export? It times out for large projects.',
  'I will be out tomorrow afternoon, ping me on the phone if something breaks.',
  'Updated the design mockups in the shared folder, comments welcome.',
  'Доброе утро! Сборка снова зелёная?',
  'Я поправил экспорт отчётов, посмотрите, пожалуйста.',
  'Созвон переносится на завтра, в 11 по Москве.',
  'Задача по оплате почти готова, осталось написать тесты.',
  'Спасибо, всё работает.',
  'صباح الخير، هل انتهيت من مراجعة التصميم؟',
  'الاجتماع مع العميل غدا في الساعة العاشرة.',
  'تم إصلاح الخطأ في صفحة الدفع، يرجى الاختبار.',
  'شكرا، سأرسل التقرير قبل نهاية اليوم.',
  'ok',
];

/**
 * `count` messages in `threadId` with seq 1..count, one every 30 s up to now, by `authors` in
 * turn; replies, reactions and mentions as described above; the thread's message_seq and
 * last_message_at set as sending would have.
 */
async function seedThread(query, threadId, authors, count) {
  await query(
    `INSERT INTO messages (thread_id, seq, user_id, content, mentions, created_at, updated_at)
     SELECT $1, g, ($2::uuid[])[1 + g % cardinality($2::uuid[])],
            CASE WHEN g % 50 = 0 THEN repeat(l.a || ' ', 12)
                 WHEN g % 3 = 0 THEN l.a || ' ' || l.b ELSE l.a END,
            CASE WHEN g % 25 = 0 THEN ARRAY[($2::uuid[])[1 + (g + 1) % cardinality($2::uuid[])]]
                 ELSE '{}'::uuid[] END,
            t, t
     FROM generate_series(1, $3::int) g,
          LATERAL (SELECT ($4::text[])[1 + (g * 7) % cardinality($4::text[])] AS a,
                          ($4::text[])[1 + (g * 13 + 5) % cardinality($4::text[])] AS b,
                          now() - ($3::int - g) * interval '30 seconds' AS t) l`,
    [threadId, authors, count, LINES],
  );
  await query(
    `UPDATE messages m SET reply_to_message_id = r.id
     FROM messages r
     WHERE m.thread_id = $1 AND m.seq % 10 = 0 AND r.thread_id = $1 AND r.seq = m.seq - 3`,
    [threadId],
  );
  await query(
    `INSERT INTO message_reactions (message_id, user_id, emoji)
     SELECT m.id, u.id, CASE WHEN u.k % 2 = 0 THEN '👍' ELSE '🎉' END
     FROM messages m, unnest($2::uuid[]) WITH ORDINALITY AS u(id, k)
     WHERE m.thread_id = $1 AND m.seq % 7 = 0 AND u.k <= 1 + m.seq % 3`,
    [threadId, authors],
  );
  await query(`UPDATE threads SET message_seq = $2, last_message_at = now() WHERE id = $1`, [
    threadId,
    count,
  ]);
}

async function runEngine(engineName) {
  const engine = await chatEngine(engineName, DB_NAME);
  try {
    const { users, owner, project, thread } = await teamWithThread(engine.url, 5, 'Long thread');
    const small = await newThread(engine.url, owner, project.id, 'Short thread');
    const authors = users.map((u) => u.user.id);
    const seedStart = performance.now();
    const { hot: cursors, cold: coldCursors } = await engine.sql(async (query) => {
      await seedThread(query, thread.id, authors, MESSAGES);
      await seedThread(query, small.id, authors, SMALL);
      await query('VACUUM ANALYZE messages');
      await query('VACUUM ANALYZE message_reactions');
      await query('VACUUM ANALYZE threads');
      const picked = await query(
        `SELECT id FROM messages WHERE thread_id = $1 AND seq BETWEEN $2 AND $3
         ORDER BY random() LIMIT $4`,
        [thread.id, PAGE * 2, MESSAGES - PAGE * 2, CURSORS],
      );
      // Cursors for the uncached case: each asked for once, so every page is a cache miss.
      const cold = await query(
        `SELECT id FROM messages WHERE thread_id = $1 AND seq BETWEEN $2 AND $3
         ORDER BY random() LIMIT $4`,
        [thread.id, PAGE * 2, MESSAGES - PAGE * 2, COLD_CURSORS],
      );
      return { hot: picked.rows.map((r) => r.id), cold: cold.rows.map((r) => r.id) };
    });
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const token = owner.access_token;
    const pagePath = (threadId) => `/api/threads/${threadId}/messages?limit=${PAGE}`;
    const newest = await call(engine.url, token, 'GET', pagePath(thread.id), undefined, 200);
    if (newest.messages.length !== PAGE || !newest.hasMore)
      throw new Error(`unexpected newest page: ${newest.messages.length} messages`);
    const kb = Math.round(JSON.stringify(newest).length / 1024);
    console.log(
      `${engineName}: seeded ${MESSAGES.toLocaleString('en')} + ${SMALL} messages in ${seedSeconds.toFixed(1)} s; ` +
        `a page is ${kb} KB of JSON`,
    );

    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
    const health = await measure({ url: `${engine.url}/health`, duration: 5 });
    reportLine('GET /health (yardstick, 5 s)', health);
    const baseline = await measure({ url: `${engine.url}${pagePath(small.id)}`, headers });
    reportLine(`newest page, thread of ${SMALL} (baseline)`, baseline);
    const ratio = (r) =>
      ` | x${(r.p99 / baseline.p99).toFixed(2)} baseline p99 | ${verdict(r.p99, TARGET_MS)}`;
    const top = await measure({ url: `${engine.url}${pagePath(thread.id)}`, headers });
    reportLine(`newest page, thread of ${MESSAGES.toLocaleString('en')}`, top, ratio(top));
    let next = 0;
    const deep = await measure({
      url: `${engine.url}${pagePath(thread.id)}`,
      headers,
      requests: [
        {
          setupRequest: (request) => {
            next = (next + 1) % cursors.length;
            return { ...request, path: `${pagePath(thread.id)}&before=${cursors[next]}` };
          },
        },
      ],
    });
    reportLine(`before= random deep cursor (${cursors.length} cursors)`, deep, ratio(deep));
    // Pages are cached per thread version (routes/messages/message-page.ts): the case above is
    // mostly hits after its first 200 requests. Here no page is asked for twice.
    let nextCold = 0;
    const cold = await measure({
      url: `${engine.url}${pagePath(thread.id)}`,
      headers,
      requests: [
        {
          setupRequest: (request) => {
            const cursor = coldCursors[nextCold++ % coldCursors.length];
            return { ...request, path: `${pagePath(thread.id)}&before=${cursor}` };
          },
        },
      ],
    });
    const wrapped = nextCold > coldCursors.length ? ' (cursors reused: raise COLD_CURSORS)' : '';
    reportLine(`before= a new cursor every request (uncached)${wrapped}`, cold, ratio(cold));
    // One connection: the cost of one request without queueing behind 19 others.
    const alone = await measure({
      url: `${engine.url}${pagePath(thread.id)}`,
      headers,
      connections: 1,
      duration: 5,
    });
    reportLine(`newest page, thread of ${MESSAGES.toLocaleString('en')}, 1 connection, 5 s`, alone);
    console.log(`  server RSS ${Math.round(engine.rssMb())} MB`);
  } finally {
    await engine.stop();
  }
}

console.log(
  `chat page bench (server ${describeTree()} at ${SERVER_ROOT}; GET ${PAGE} messages, 20 connections, 10 s; ${machineLoad()})`,
);
for (const engine of chosenEngines()) await runEngine(engine);
console.log(`(${machineLoad()} at the end)`);

// Socket client process of the realtime benchmarks (started by bench/realtime-lib.mjs, not a
// benchmark itself). Commands arrive over IPC:
//   {cmd:'open', wsUrl, tokens, perToken}: opens perToken sockets per token, answers
//     {type:'opened', opened, failed} once each has its `hello` frame (or failed);
//   {cmd:'reauth', tokens: [[old, new]...]}: sends each socket opened with an old access token an
//     `auth` frame with the new one (a long run renews tokens before they expire, as the web
//     client does), answers {type:'reauthed', sent};
//   {cmd:'stats'}: answers {type:'stats', sockets, open, received: [[mark, count]...], closeCodes};
//   {cmd:'close'}: closes every socket and exits.
// For every `task_updated` frame whose task title holds `rt-mark-<n>`, it counts the sockets
// that have it; when all have, it sends {type:'done', mark, first, last} with epoch-ms times
// (performance.timeOrigin + now(): comparable between processes on one machine).
// Frames are matched by substring, not JSON.parse: the client should cost as little as it can.
import WebSocket from 'ws';

const sockets = [];
const closeCodes = {};
let closing = false;
const received = new Map();
const firstAt = new Map();
const now = () => performance.timeOrigin + performance.now();
const MARK = /rt-mark-(\d+)/;
const OPENING_AT_ONCE = 50;

function onFrame(data) {
  const text = data.toString();
  if (!text.includes('"type":"task_updated"')) return;
  const match = MARK.exec(text);
  if (!match) return;
  const mark = Number(match[1]);
  const count = (received.get(mark) ?? 0) + 1;
  received.set(mark, count);
  if (count === 1) firstAt.set(mark, now());
  if (count === sockets.length) {
    process.send({ type: 'done', mark, first: firstAt.get(mark), last: now(), count });
  }
}

function openOne(url) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let settled = false;
    const settle = (error) => {
      if (settled) return;
      settled = true;
      resolve(error);
    };
    ws.once('message', (data) => {
      if (String(data).includes('"type":"hello"')) {
        // The address it reopens with after a 4401: a reauth puts the renewed token in it.
        ws.benchUrl = url;
        sockets.push(ws);
        ws.on('message', onFrame);
        ws.on('close', (code, reason) => {
          const key = `${code} ${reason}`;
          closeCodes[key] = (closeCodes[key] ?? 0) + 1;
          sockets.splice(sockets.indexOf(ws), 1);
          // The server's session check closes sockets opened while its query ran (4401 with a
          // valid session; see bench/README.md): like the web client, open it again.
          if (code === 4401 && !closing) void openOne(ws.benchUrl);
        });
        settle();
      } else settle(`first frame ${String(data).slice(0, 80)}`);
    });
    ws.on('error', (error) => settle(error.message));
    ws.on('close', (code) => settle(`closed ${code}`));
  });
}

async function open({ wsUrl, tokens, perToken }) {
  const urls = [];
  for (let k = 0; k < perToken; k++)
    for (const token of tokens) urls.push(`${wsUrl}?token=${encodeURIComponent(token)}`);
  let failed = 0;
  let error;
  let next = 0;
  await Promise.all(
    Array.from({ length: OPENING_AT_ONCE }, async () => {
      while (next < urls.length) {
        const result = await openOne(urls[next++]);
        if (result) {
          failed += 1;
          error = result;
        }
      }
    }),
  );
  process.send({ type: 'opened', opened: sockets.length, failed, error });
}

process.on('message', (message) => {
  if (message.cmd === 'open') void open(message);
  if (message.cmd === 'reauth') {
    const renewed = new Map(message.tokens);
    let sent = 0;
    for (const ws of sockets) {
      const url = new URL(ws.benchUrl);
      const token = renewed.get(url.searchParams.get('token'));
      if (!token || ws.readyState !== WebSocket.OPEN) continue;
      ws.send(JSON.stringify({ type: 'auth', token }));
      url.searchParams.set('token', token);
      ws.benchUrl = url.toString();
      sent += 1;
    }
    process.send({ type: 'reauthed', sent });
  }
  if (message.cmd === 'stats') {
    const open = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
    process.send({
      type: 'stats',
      sockets: sockets.length,
      open,
      received: [...received],
      closeCodes,
    });
  }
  if (message.cmd === 'close') {
    closing = true;
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));

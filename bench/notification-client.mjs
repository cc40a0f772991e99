// Socket client process of the notification latency benchmark (started by startClient in
// bench/realtime-lib.mjs; not a benchmark itself). Commands arrive over IPC:
//   {cmd:'open', wsUrl, tokens, perToken}: opens perToken sockets per token, answers
//     {type:'opened', opened, failed, error} once each has its `hello` frame (or failed);
//   {cmd:'drop', keep}: closes every socket but the first `keep` opened, answers {type:'dropped'};
//   {cmd:'stats'}: answers {type:'stats', sockets, open, received, closeCodes, frames} (frames:
//     how many of each type all sockets received so far);
//   {cmd:'close'}: closes every socket and exits.
// A notification frame goes only to its recipient's sockets (one per user in this benchmark), so
// every `notification_created` (or `notification_updated`) frame whose text holds
// `notif-mark-<n>` is one recipient's arrival: it sends {type:'done', mark, at, kind} at once
// (epoch ms: performance.timeOrigin + now() is comparable between processes on one machine).
// Frames are matched by substring, not JSON.parse: the client should cost as little as it can.
import WebSocket from 'ws';

const sockets = [];
const closeCodes = {};
let received = 0;
const MARK = /notif-mark-(\d+)/;
const OPENING_AT_ONCE = 50;
const CREATED = '{"type":"notification_created"';
const UPDATED = '{"type":"notification_updated"';
const now = () => performance.timeOrigin + performance.now();

// Frames of every type received by all sockets: what the server wrote besides the one measured.
const frames = {};

function onFrame(data) {
  const at = now();
  const text = data.toString();
  const type = text.startsWith('{"type":"') ? text.slice(9, text.indexOf('"', 9)) : '?';
  frames[type] = (frames[type] ?? 0) + 1;
  const kind = text.startsWith(CREATED) ? 'created' : text.startsWith(UPDATED) ? 'updated' : '';
  if (!kind) return;
  const match = MARK.exec(text);
  if (!match) return;
  const mark = Number(match[1]);
  received += 1;
  process.send({ type: 'done', mark, at, kind });
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
        sockets.push(ws);
        ws.on('message', onFrame);
        ws.on('close', (code, reason) => {
          const key = `${code} ${reason}`;
          closeCodes[key] = (closeCodes[key] ?? 0) + 1;
          const at = sockets.indexOf(ws);
          if (at >= 0) sockets.splice(at, 1);
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
  const before = sockets.length;
  let failed = 0;
  let error;
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(OPENING_AT_ONCE, urls.length) }, async () => {
      while (next < urls.length) {
        const result = await openOne(urls[next++]);
        if (result) {
          failed += 1;
          error = result;
        }
      }
    }),
  );
  process.send({ type: 'opened', opened: sockets.length - before, failed, error });
}

/** Closes all sockets but the first `keep` and waits until they are closed. */
async function drop({ keep = 0 }) {
  const closing = sockets.slice(keep);
  await Promise.all(
    closing.map(
      (ws) =>
        new Promise((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.once('close', resolve);
          ws.close(1000);
        }),
    ),
  );
  process.send({ type: 'dropped' });
}

process.on('message', (message) => {
  if (message.cmd === 'open') void open(message);
  if (message.cmd === 'drop') void drop(message);
  if (message.cmd === 'stats') {
    process.send({
      type: 'stats',
      sockets: sockets.length,
      open: sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length,
      received,
      closeCodes,
      frames,
    });
  }
  if (message.cmd === 'close') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));

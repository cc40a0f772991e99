// Socket client process of the chat fan-out benchmark (started by startChatClient in
// bench/chat-lib.mjs; not a benchmark itself). Commands arrive over IPC:
//   {cmd:'open', wsUrl, tokens, perToken}: opens perToken sockets per token, answers
//     {type:'opened', opened, failed, error} once each has its `hello` frame (or failed);
//   {cmd:'stats'}: answers {type:'stats', sockets, open, received: [[mark, count]...]};
//   {cmd:'close'}: closes every socket and exits.
// For every `new_message` frame whose content holds `chat-mark-<n>`, it notes when each socket
// got it; once every socket has, it sends {type:'done', mark, times} (epoch ms, one per socket:
// performance.timeOrigin + now() is comparable between processes on one machine).
// Frames are matched by substring, not JSON.parse: the client should cost as little as it can.
import WebSocket from 'ws';

const sockets = [];
const times = new Map();
const MARK = /chat-mark-(\d+)/;
const OPENING_AT_ONCE = 50;
const now = () => performance.timeOrigin + performance.now();

function onFrame(data) {
  const at = now();
  const text = data.toString();
  if (!text.startsWith('{"type":"new_message"')) return;
  const match = MARK.exec(text);
  if (!match) return;
  const mark = Number(match[1]);
  const list = times.get(mark) ?? [];
  list.push(at);
  times.set(mark, list);
  if (list.length === sockets.length) process.send({ type: 'done', mark, times: list });
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
  if (message.cmd === 'stats') {
    process.send({
      type: 'stats',
      sockets: sockets.length,
      open: sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length,
      received: [...times].map(([mark, list]) => [mark, list.length]),
    });
  }
  if (message.cmd === 'close') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));

import WebSocket from 'ws';
import type { ServerFrame } from '@crewline/shared/realtime/server-frames';

/**
 * A socket client that follows the realtime protocol the way the web client does
 * (apps/web/src/api/realtime/use-realtime-sync.ts): it keeps the task ids of one project, from
 * `task_created` frames; after every (re)connect, and whenever `tasks_version` jumps past one it
 * never saw (an event lost in between), it reads the list again over HTTP. A socket the server
 * drops is opened again after a short random wait.
 */
export type ResyncingSocket = {
  /** Task ids this client knows about. */
  seen: Set<string>;
  /** How many `hello` frames arrived (1 per connection). */
  hellos: number;
  /** Set while disconnected: when the drop happened (ms since epoch). */
  droppedAt: number | undefined;
  /** Milliseconds from each drop to the next `hello`. */
  reconnects: number[];
  /** The close codes of drops this client did not ask for. */
  dropCodes: number[];
  /** Where the connection stands (for a failure's message). */
  phase: 'connecting' | 'upgraded' | 'ready' | 'waiting';
  /** Resolves at the first `hello`. */
  opened: Promise<void>;
  close(): void;
};

/** Opens a ResyncingSocket for `token`, watching `projectId`'s tasks. */
export function openResyncingSocket(options: {
  wsUrl: string;
  token: string;
  projectId: string;
  /** Reads the project's task ids over HTTP (through the load balancer). */
  readTaskIds: () => Promise<string[]>;
}): ResyncingSocket {
  let closing = false;
  let lastVersion: number | undefined;
  let markOpened!: () => void;
  const client: ResyncingSocket = {
    seen: new Set(),
    hellos: 0,
    droppedAt: undefined,
    reconnects: [],
    dropCodes: [],
    phase: 'connecting',
    opened: new Promise((resolve) => (markOpened = resolve)),
    close() {
      closing = true;
      ws?.terminate();
    },
  };
  let ws: WebSocket | undefined;

  const readAgain = async () => {
    // A read that fails (the process answering it died) is tried again: the client must end
    // up with the list.
    for (let attempt = 0; attempt < 20 && !closing; attempt++) {
      try {
        for (const id of await options.readTaskIds()) client.seen.add(id);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  };

  const onFrame = (frame: ServerFrame) => {
    if (frame.type === 'hello') {
      client.hellos += 1;
      client.phase = 'ready';
      if (client.droppedAt !== undefined) {
        client.reconnects.push(Date.now() - client.droppedAt);
        client.droppedAt = undefined;
      }
      lastVersion = undefined;
      if (client.hellos > 1) void readAgain();
      markOpened();
      return;
    }
    if (frame.type === 'resync') void readAgain();
    if (frame.type === 'task_created' && frame.projectId === options.projectId) {
      client.seen.add(frame.task.id);
      const jumped = lastVersion !== undefined && frame.tasks_version > lastVersion + 1;
      lastVersion = Math.max(lastVersion ?? 0, frame.tasks_version);
      if (jumped) void readAgain();
    }
  };

  const open = () => {
    const socket = new WebSocket(`${options.wsUrl}?token=${encodeURIComponent(options.token)}`, {
      perMessageDeflate: false,
    });
    ws = socket;
    client.phase = 'connecting';
    socket.on('open', () => (client.phase = 'upgraded'));
    socket.on('message', (data) => onFrame(JSON.parse(String(data)) as ServerFrame));
    socket.on('error', () => {});
    socket.on('close', (code) => {
      if (closing) return;
      client.dropCodes.push(code);
      client.droppedAt ??= Date.now();
      client.phase = 'waiting';
      // The web client waits about a second; a shorter wait keeps the test short.
      setTimeout(open, 100 + Math.random() * 400);
    });
  };
  open();
  return client;
}

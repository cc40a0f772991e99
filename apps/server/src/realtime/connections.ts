import type { WebSocket } from 'ws';
import type { ProjectRole } from '@crewline/shared/contracts/members';
import type { ServerFrame } from '@crewline/shared/realtime/server-frames';
import { REALTIME_MAX_BUFFERED_BYTES } from '@crewline/shared/limits';
import { CLOSE_CODES } from '@crewline/shared/realtime/client-frames';

/** One open socket of one signed-in tab. */
export type Connection = {
  readonly id: string;
  readonly userId: string;
  /** The refresh-token family the socket's token belongs to; revoking it closes the socket. */
  sessionId: string;
  /** Expiry of the latest token the socket presented, epoch seconds. */
  expiresAt: number;
  readonly socket: WebSocket;
  readonly openedAt: number;
  /** Project rooms the socket receives, with the user's role there (events are presented per role). */
  readonly projects: Map<string, ProjectRole>;
  /** Last presence heartbeat (or the open); presence counts this tab for 120 s after it. */
  lastHeartbeat: number;
  /** The tab said it is leaving (presence `left`): it no longer counts as online. */
  presenceLeft: boolean;
  /** Whether a pong arrived since the last protocol ping. */
  alive: boolean;
  /** Frames received in the current one-second window, for flood control. */
  frames: { windowStart: number; count: number; warned: boolean };
};

export const userRoom = (userId: string) => `user:${userId}`;
export const projectRoom = (projectId: string) => `project:${projectId}`;

/**
 * This process's sockets and the rooms they are in. Nothing here is needed by another process:
 * each process delivers events to its own sockets.
 */
export class ConnectionRegistry {
  private readonly rooms = new Map<string, Set<Connection>>();
  readonly all = new Set<Connection>();

  /** Registers a socket in its user's room. */
  add(connection: Connection): void {
    this.all.add(connection);
    this.join(connection, userRoom(connection.userId));
  }

  /** Forgets a socket and takes it out of every room. */
  remove(connection: Connection): void {
    this.all.delete(connection);
    this.leave(connection, userRoom(connection.userId));
    for (const projectId of connection.projects.keys())
      this.leave(connection, projectRoom(projectId));
    connection.projects.clear();
  }

  /** Puts a socket into a project's room with the user's role there. */
  joinProject(connection: Connection, projectId: string, role: ProjectRole): void {
    connection.projects.set(projectId, role);
    this.join(connection, projectRoom(projectId));
  }

  /** Takes a socket out of a project's room. */
  leaveProject(connection: Connection, projectId: string): void {
    connection.projects.delete(projectId);
    this.leave(connection, projectRoom(projectId));
  }

  /** The sockets in a room (empty when none). */
  inRoom(room: string): ReadonlySet<Connection> {
    return this.rooms.get(room) ?? EMPTY;
  }

  /** A user's sockets on this process, oldest first. */
  ofUser(userId: string): Connection[] {
    return [...this.inRoom(userRoom(userId))].sort((a, b) => a.openedAt - b.openedAt);
  }

  /** How many rooms have at least one socket. */
  get roomCount(): number {
    return this.rooms.size;
  }

  private join(connection: Connection, room: string): void {
    let members = this.rooms.get(room);
    if (!members) {
      members = new Set();
      this.rooms.set(room, members);
    }
    members.add(connection);
  }

  private leave(connection: Connection, room: string): void {
    const members = this.rooms.get(room);
    if (!members) return;
    members.delete(connection);
    if (members.size === 0) this.rooms.delete(room);
  }
}

const EMPTY: ReadonlySet<Connection> = new Set();

/**
 * Sends an already serialized frame. A socket whose unsent buffer passed the limit is a slow
 * consumer: it is closed (1013) rather than allowed to grow the server's memory.
 */
export function sendText(connection: Connection, text: string): void {
  const { socket } = connection;
  if (socket.readyState !== socket.OPEN) return;
  socket.send(text);
  if (socket.bufferedAmount > REALTIME_MAX_BUFFERED_BYTES) {
    closeSocket(connection, CLOSE_CODES.tryAgainLater, 'Too slow: too many unsent events');
  }
}

/** Sends one frame. */
export function sendFrame(connection: Connection, frame: ServerFrame): void {
  sendText(connection, JSON.stringify(frame));
}

// How long a closing socket may take to complete the closing handshake. A slow consumer reads
// its backlog first and then the close frame: give it time to, then cut it.
const CLOSE_GRACE_MS = 5_000;

/**
 * Closes a socket with a code; nothing more is sent to it (it is no longer open). A peer that
 * does not complete the closing handshake within the grace is cut.
 */
export function closeSocket(connection: Connection, code: number, reason: string): void {
  const { socket } = connection;
  if (socket.readyState === socket.CLOSED) return;
  if (socket.readyState !== socket.CLOSING) socket.close(code, reason);
  setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
}

/**
 * Protocol pings reap sockets whose peer vanished without closing (a laptop lid shut, a cable
 * pulled): a socket that did not answer the previous ping is cut, the others are pinged again.
 */
export function pingOrReap(registry: ConnectionRegistry): void {
  for (const connection of registry.all) {
    if (!connection.alive) {
      connection.socket.terminate();
      continue;
    }
    connection.alive = false;
    connection.socket.ping();
  }
}

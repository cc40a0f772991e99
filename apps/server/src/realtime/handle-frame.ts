import { UNHOLDABLE_TEXT } from '@crewline/shared/contracts/rule-sentences';
import { REALTIME_MAX_FRAMES_PER_SECOND } from '@crewline/shared/limits';
import {
  clientFrame,
  CLOSE_CODES,
  type ClientFrame,
} from '@crewline/shared/realtime/client-frames';
import type { ErrorFrame } from '@crewline/shared/realtime/server-frames';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { describePath, findUnholdableText } from '../http/text-hygiene.ts';
import { nestsDeeperThan, TOO_DEEP } from '../http/nesting-depth.ts';
import { loadProjectAccess } from '../features/projects/project-policy.ts';
import { loadThread } from '../features/chat/thread-queries.ts';
import { closeSocket, sendFrame, type Connection } from './connections.ts';
import type { Realtime } from './realtime.ts';

type Deps = {
  ctx: AppContext;
  realtime: Realtime;
  log: { error(object: object, message: string): void };
};

function sendError(connection: Connection, code: ErrorFrame['code'], message: string, extra = {}) {
  sendFrame(connection, { type: 'error', code, message, ...extra });
}

/**
 * Flood control: more than 50 frames in a second gets an error frame; going on in the next
 * second closes the socket with 1008. Returns false when the frame must be dropped.
 */
function withinRate(connection: Connection, nowMs: number): boolean {
  const window = connection.frames;
  if (nowMs - window.windowStart >= 1_000) {
    const flooded = window.count > REALTIME_MAX_FRAMES_PER_SECOND;
    window.windowStart = nowMs;
    window.count = 0;
    if (!flooded) window.warned = false;
  }
  window.count += 1;
  if (window.count <= REALTIME_MAX_FRAMES_PER_SECOND) return true;
  if (window.warned && window.count > REALTIME_MAX_FRAMES_PER_SECOND * 2) {
    closeSocket(connection, CLOSE_CODES.policyViolation, 'Too many frames');
  } else if (!window.warned) {
    window.warned = true;
    sendError(
      connection,
      'rate_limited',
      `At most ${REALTIME_MAX_FRAMES_PER_SECOND} frames a second`,
    );
  }
  return false;
}

/** Parses a raw frame; sends an error frame and returns undefined for anything invalid. */
function parseFrame(
  connection: Connection,
  data: Buffer | ArrayBuffer | Buffer[],
  isBinary: boolean,
) {
  if (isBinary) {
    sendError(connection, 'bad_frame', 'Frames are JSON text');
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
  } catch {
    sendError(connection, 'bad_frame', 'Frames are JSON objects');
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    sendError(connection, 'bad_frame', 'Frames are JSON objects');
    return undefined;
  }
  // Nesting and text no database or screen can hold are refused as over HTTP; the socket
  // stays open.
  if (nestsDeeperThan(value)) {
    sendError(connection, 'bad_frame', TOO_DEEP);
    return undefined;
  }
  const unholdable = findUnholdableText(value);
  if (unholdable) {
    sendError(connection, 'bad_frame', `${describePath(unholdable)}: ${UNHOLDABLE_TEXT}`);
    return undefined;
  }
  const parsed = clientFrame.safeParse(value);
  if (parsed.success) return parsed.data;
  const type = (value as { type?: unknown }).type;
  const known = clientFrame.options.some((option) => option.shape.type.value === type);
  if (!known)
    sendError(connection, 'unknown_type', `Unknown frame type: ${String(type).slice(0, 40)}`);
  else {
    const issue = parsed.error.issues[0];
    sendError(
      connection,
      'bad_frame',
      `${issue?.path.join('.') || 'frame'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return undefined;
}

/** Handles one frame from a client. Nothing a client sends can throw out of here. */
export async function handleFrame(
  deps: Deps,
  connection: Connection,
  data: Buffer | ArrayBuffer | Buffer[],
  isBinary: boolean,
): Promise<void> {
  if (!withinRate(connection, Date.now())) return;
  const frame = parseFrame(connection, data, isBinary);
  if (!frame) return;
  try {
    await handleValidFrame(deps, connection, frame);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      sendError(
        connection,
        'not_found',
        error.message,
        'projectId' in frame ? { projectId: frame.projectId } : {},
      );
    } else if (error instanceof AppError && error.status === 403) {
      sendError(connection, 'forbidden', error.message);
    } else {
      deps.log.error({ err: error, frame: frame.type }, 'realtime: frame failed');
      sendError(connection, 'bad_frame', 'The frame could not be handled');
    }
  }
}

async function handleValidFrame(deps: Deps, connection: Connection, frame: ClientFrame) {
  const { ctx, realtime } = deps;
  switch (frame.type) {
    case 'ping':
      sendFrame(connection, {
        type: 'pong',
        nonce: frame.nonce,
        server_time: ctx.now().toISOString(),
      });
      return;
    case 'auth': {
      let claims;
      try {
        claims = await ctx.tokens.verifyClaims(frame.token);
      } catch {
        sendError(connection, 'unauthorized', 'Invalid or expired token');
        return;
      }
      if (claims.sub !== connection.userId || !claims.sid) {
        closeSocket(connection, CLOSE_CODES.unauthorized, 'Token of another session');
        return;
      }
      connection.sessionId = claims.sid;
      connection.expiresAt = claims.exp;
      return;
    }
    case 'join_project': {
      const access = await loadProjectAccess(ctx.db, frame.projectId, connection.userId);
      realtime.registry.joinProject(connection, access.projectId, access.role);
      sendFrame(connection, { type: 'joined', projectId: access.projectId });
      return;
    }
    case 'leave_project':
      // Accepted and ignored: the socket keeps receiving the project's events (lists stay live),
      // and nobody is told who views a page (no screen shows it).
      return;
    case 'presence_update':
      if (frame.action === 'left') {
        connection.presenceLeft = true;
        realtime.presence.departed(connection.userId);
        return;
      }
      connection.lastHeartbeat = ctx.now().getTime();
      connection.presenceLeft = false;
      await realtime.presence.arrived(connection);
      if (frame.status) await realtime.presence.choose(connection.userId, { status: frame.status });
      return;
    case 'typing': {
      // Only a reader of the thread may type in it (404 for anyone else, as over HTTP).
      const { thread } = await loadThread(ctx.db, connection.userId, frame.thread_id);
      realtime.publish([{ t: 'typing', th: thread.id, u: connection.userId, on: frame.is_typing }]);
      return;
    }
  }
}

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { REALTIME_MAX_SOCKETS_PER_USER, REALTIME_PROTOCOL_VERSION } from '@crewline/shared/limits';
import { CLOSE_CODES } from '@crewline/shared/realtime/client-frames';
import { projectMembers, projects } from '../db/schema.ts';
import { toProjectRole } from '../features/projects/project-policy.ts';
import { closeSocket, sendFrame, type Connection } from './connections.ts';
import { handleFrame } from './handle-frame.ts';
import type { Realtime } from './realtime.ts';
import { sessionIsOpen } from './session-watch.ts';
import { redactUrl } from '../http/request-log.ts';

export const SOCKET_PATH = '/api/notifications/ws';

/**
 * Cross-site WebSocket hijacking: browsers always send Origin on an upgrade, so one that names
 * another site is refused. With APP_ORIGIN set, only that origin is accepted; without it (the
 * zero-configuration start, reached as localhost, 127.0.0.1 or a LAN name alike) the page must
 * come from the host it connects to. Clients that send no Origin (scripts, other servers) are
 * let through: they must still present a token.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  env: { appOrigin: string; appOriginSet: boolean },
): boolean {
  if (origin === undefined || origin === env.appOrigin) return true;
  if (env.appOriginSet || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function checkOrigin(env: { appOrigin: string; appOriginSet: boolean }) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!originAllowed(request.headers.origin, request.headers.host, env)) {
      await reply.code(403).send({ error: 'forbidden', message: 'Origin not allowed' });
    }
  };
}

/** The socket: `GET /api/notifications/ws?token=`. The token travels in the query (browsers cannot set headers on a WebSocket). */
export async function socketRoutes(app: FastifyInstance, realtime: Realtime): Promise<void> {
  const { ctx } = app;

  async function open(socket: WebSocket, request: FastifyRequest): Promise<Connection | undefined> {
    const token = (request.query as { token?: unknown }).token;
    let claims;
    try {
      if (typeof token !== 'string' || token === '') throw new Error('no token');
      claims = await ctx.tokens.verifyClaims(token);
    } catch {
      socket.close(CLOSE_CODES.unauthorized, 'Unauthorized');
      return undefined;
    }
    const userId = claims.sub;
    // A token from before sessions were named, or of a session (or account) that has ended.
    if (!claims.sid || !(await sessionIsOpen(ctx.db, userId, claims.sid, ctx.now()))) {
      socket.close(CLOSE_CODES.unauthorized, 'Session ended');
      return undefined;
    }
    const nowMs = ctx.now().getTime();
    const connection: Connection = {
      id: randomUUID(),
      userId,
      sessionId: claims.sid,
      expiresAt: claims.exp,
      socket,
      openedAt: Date.now(),
      projects: new Map(),
      lastHeartbeat: nowMs,
      presenceLeft: false,
      alive: true,
      frames: { windowStart: nowMs, count: 0, warned: false },
    };
    const own = realtime.registry.ofUser(userId);
    for (const oldest of own.slice(
      0,
      Math.max(0, own.length - REALTIME_MAX_SOCKETS_PER_USER + 1),
    )) {
      closeSocket(oldest, CLOSE_CODES.policyViolation, 'Too many connections');
      realtime.registry.remove(oldest);
    }
    // Every project of the user: lists, boards and the dashboard stay live without joins.
    const memberships = await ctx.db
      .select({
        projectId: projectMembers.projectId,
        role: projectMembers.role,
        ownerId: projects.ownerId,
      })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .where(eq(projectMembers.userId, userId));
    if (socket.readyState !== socket.OPEN) return undefined;
    realtime.registry.add(connection);
    try {
      for (const { projectId, role, ownerId } of memberships) {
        realtime.registry.joinProject(
          connection,
          projectId,
          ownerId === userId ? 'owner' : toProjectRole(role),
        );
      }
      sendFrame(connection, {
        type: 'hello',
        protocol: REALTIME_PROTOCOL_VERSION,
        user_id: userId,
      });
      await realtime.presence.arrived(connection);
    } catch (error) {
      // The socket's close handler only removes connections that finished setting up.
      realtime.registry.remove(connection);
      // The account or session ended while the socket was being set up (its presence row could
      // no longer be written): that is a closed session's 4401, not a fault of the server.
      if (!(await sessionIsOpen(ctx.db, userId, claims.sid, ctx.now()))) {
        socket.close(CLOSE_CODES.unauthorized, 'Session ended');
        return undefined;
      }
      throw error;
    }
    return connection;
  }

  app.get(
    SOCKET_PATH,
    {
      websocket: true,
      config: { access: 'public' },
      schema: { tags: ['realtime'], hide: true },
      onRequest: checkOrigin(ctx.env),
    },
    (socket, request) => {
      // An upgraded request never reaches onResponse (installRequestLog): its one line is here.
      request.log.info(
        { method: 'GET', url: redactUrl(request.url), route: SOCKET_PATH },
        'socket',
      );
      // Frames that arrive while the socket is being set up wait for it.
      const ready = open(socket, request).catch((error: unknown) => {
        request.log.error({ err: error }, 'realtime: socket setup failed');
        socket.close(CLOSE_CODES.tryAgainLater, 'Try again later');
        return undefined;
      });
      socket.on('message', (data, isBinary) => {
        void ready.then((connection) => {
          if (connection)
            return handleFrame(
              { ctx, realtime, log: request.log },
              connection,
              data as Buffer,
              isBinary,
            );
        });
      });
      socket.on('pong', () => {
        void ready.then((connection) => {
          if (connection) connection.alive = true;
        });
      });
      socket.on('close', () => {
        void ready.then((connection) => {
          if (!connection) return;
          realtime.registry.remove(connection);
          realtime.presence.departed(connection.userId);
        });
      });
    },
  );
}

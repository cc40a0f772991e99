import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALENDAR_FEED_NOT_FOUND,
  calendarFeedIssuedResponse,
  calendarFeedResponse,
  type CalendarFeedIssuedJson,
  type CalendarFeedJson,
} from '@crewline/shared/contracts/calendar-feed';
import { NotFoundError } from '../../errors.ts';
import { hashOpaqueToken } from '../../services/opaque-tokens.ts';
import { issueCalendarFeed } from './issue-calendar-feed.ts';
import { turnOffCalendarFeed } from './turn-off-calendar-feed.ts';
import { findCalendarFeedOwner, loadCalendarFeed, loadFeedRows } from './calendar-feed-queries.ts';
import { presentCalendarFeed, presentIssuedCalendarFeed } from './calendar-feed-presenter.ts';
import { buildFeedCalendar } from './calendar-feed-ics.ts';

const auth = { access: 'authenticated' } as const;
const pub = { access: 'public' } as const;
const tags = ['calendar-feed'];
// Any text at all: a malformed address must get the same 404 as a wrong one, never a 400.
const feedParams = z.object({ file: z.string() });
const FEED_SUFFIX = '.ics';

/** Whether an If-None-Match header names this ETag (or is `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

/**
 * The personal calendar feed (docs/API.md, Calendar feed): turning it on, regenerating and
 * turning it off in Settings, and the secret `.ics` address calendar apps subscribe to.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/calendar-feed',
    {
      config: auth,
      schema: {
        tags,
        summary: "Whether the caller's calendar feed is on, and since when",
        response: { 200: calendarFeedResponse },
      },
    },
    async (request): Promise<CalendarFeedJson> =>
      presentCalendarFeed(await loadCalendarFeed(ctx.db, request.userId)),
  );

  app.post(
    '/api/calendar-feed',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Turns the calendar feed on, or replaces its address; the address is shown once',
        response: { 200: calendarFeedIssuedResponse },
      },
    },
    async (request, reply): Promise<CalendarFeedIssuedJson> => {
      const issued = await issueCalendarFeed(ctx.db, { userId: request.userId, now: ctx.now() });
      // The answer holds a secret: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return presentIssuedCalendarFeed(issued, ctx.env.appOrigin);
    },
  );

  app.delete(
    '/api/calendar-feed',
    { config: auth, schema: { tags, summary: 'Turns the calendar feed off; its address stops' } },
    async (request, reply) => {
      await turnOffCalendarFeed(ctx.db, request.userId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/calendar/:file',
    {
      config: pub,
      schema: {
        tags,
        summary: 'The calendar feed (iCalendar); `file` is `{token}.ics`, the token its credential',
        security: [],
        params: feedParams,
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const token = file.endsWith(FEED_SUFFIX) ? file.slice(0, -FEED_SUFFIX.length) : '';
      // Every address costs one hash and one indexed lookup, found or not, so neither the answer
      // nor its timing tells a malformed, wrong, replaced or revoked token from another.
      const owner = await findCalendarFeedOwner(ctx.db, hashOpaqueToken(token));
      if (!owner || token === '') throw new NotFoundError(CALENDAR_FEED_NOT_FOUND);
      const rows = await loadFeedRows(ctx.db, owner.userId, ctx.now());
      const body = buildFeedCalendar(rows, {
        appOrigin: ctx.env.appOrigin,
        language: owner.language,
      });
      const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
      reply
        .header('etag', etag)
        // The address is a credential: only the subscriber's own client may keep a copy, and it
        // asks again each time (a 304 when nothing changed), so a turned-off feed stops at once.
        .header('cache-control', 'private, no-cache')
        .header('referrer-policy', 'no-referrer');
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="crewline.ics"')
        .send(body);
    },
  );
};

import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { BadRequestError } from '../../errors.ts';
import { turnEmailOff } from './turn-email-off.ts';
import { mailLanguage } from '../../mail/mail-texts.ts';
import { verifyUnsubscribeToken } from '../../mail/unsubscribe-token.ts';
import { confirmPage, donePage, invalidPage, pageLanguage } from './unsubscribe-page.ts';

/** The answer to a link that was not signed by this server (or names an account now gone). */
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid. Change your e-mails in your notification settings.';

const pub = { access: 'public' } as const;
const tags = ['notifications'];
const query = z.object({ token: z.string().max(500).optional() });
// The one-click body is a few bytes (RFC 8058: "List-Unsubscribe=One-Click").
const FORM_BODY_LIMIT = 1_024;

/** Whether the caller is a browser submitting the page's form (it gets a page back, not JSON). */
function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/**
 * One-click unsubscribe from notification e-mails (RFC 8058), public: the signed token is the
 * authority. POST turns the token's switch off; GET only shows a page whose button POSTs.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const settingsUrl = `${ctx.env.appOrigin.replace(/\/+$/, '')}/dashboard/settings`;
  // Mail clients post the one-click body form-encoded, as does the page's form. Scoped to this
  // plugin: no other route accepts form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/api/notifications/unsubscribe',
    { config: pub, schema: { tags, querystring: query } },
    async (request, reply) => {
      const token = verifyUnsubscribeToken(ctx.signingKey, request.query.token ?? '');
      const [person] = token
        ? await ctx.db
            .select({ email: users.email, language: users.language })
            .from(users)
            .where(eq(users.id, token.userId))
        : [];
      if (!token || !person) {
        const language = pageLanguage(request.headers['accept-language']);
        return sendPage(reply, 400, invalidPage({ language, settingsUrl }));
      }
      const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token!)}`;
      return sendPage(
        reply,
        200,
        confirmPage({
          language: mailLanguage(person.language),
          kind: token.kind,
          email: person.email,
          action,
        }),
      );
    },
  );

  app.post(
    '/api/notifications/unsubscribe',
    { config: pub, schema: { tags, querystring: query } },
    async (request, reply) => {
      const token = verifyUnsubscribeToken(ctx.signingKey, request.query.token ?? '');
      const person = token
        ? await turnEmailOff(ctx.db, { userId: token.userId, kind: token.kind, now: ctx.now() })
        : null;
      if (!token || !person) {
        if (!wantsPage(request)) throw new BadRequestError(UNSUBSCRIBE_LINK_INVALID);
        const language = pageLanguage(request.headers['accept-language']);
        return sendPage(reply, 400, invalidPage({ language, settingsUrl }));
      }
      if (!wantsPage(request)) return { unsubscribed: token.kind };
      const language = mailLanguage(person.language);
      return sendPage(reply, 200, donePage({ language, kind: token.kind, settingsUrl }));
    },
  );
};

import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appearanceUpdateBody, type AppearanceJson } from '@crewline/shared/contracts/appearance';
import { users } from '../../db/schema.ts';
import { UnauthorizedError } from '../../errors.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { presentAppearance } from './appearance-presenter.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['users'];
const columns = { theme: users.theme, language: users.language, density: users.density };

/**
 * The caller's theme, language and density, kept on the server so they follow the
 * person to another device; notification e-mails are written in this language.
 */
export const appearanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/users/me/appearance',
    { config: auth, schema: { tags } },
    async (request): Promise<AppearanceJson> => {
      const [row] = await ctx.db.select(columns).from(users).where(eq(users.id, request.userId));
      // A valid token of an account deleted since: the same answer as a revoked session.
      if (!row) throw new UnauthorizedError();
      return presentAppearance(row);
    },
  );

  app.put(
    '/api/users/me/appearance',
    { config: auth, schema: { tags, body: appearanceUpdateBody } },
    async (request): Promise<AppearanceJson> => {
      const { theme, language, density } = request.body;
      // Not the profile's "Last Updated": appearance is a setting, not part of the profile.
      const [row] = await ctx.db
        .update(users)
        .set({
          ...(theme && { theme }),
          ...(language && { language }),
          ...(density && { density }),
        })
        .where(eq(users.id, request.userId))
        .returning(columns);
      if (!row) throw new UnauthorizedError();
      // The person's other tabs and devices take the change over at once.
      afterCommit(ctx.db, { t: 'appearance_updated', u: request.userId });
      return presentAppearance(row);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creditLedgerQuery,
  type CreditBalanceJson,
  type CreditLedgerPageJson,
} from '@crewline/shared/contracts/mentorship';
import { ensureStartingGrant } from './ensure-starting-grant.ts';
import { listCreditLedger, loadCreditBalance } from './credit-queries.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['mentorship'];

/** The caller's credits (docs/API.md, Mentorship): the balance and the ledger it is summed from. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/mentorship/credits',
    { config: auth, schema: { tags } },
    async (request): Promise<CreditBalanceJson> => {
      await ensureStartingGrant(ctx.db, request.userId);
      return loadCreditBalance(ctx.db, request.userId);
    },
  );

  app.get(
    '/api/mentorship/credits/ledger',
    { config: auth, schema: { tags, querystring: creditLedgerQuery } },
    async (request): Promise<CreditLedgerPageJson> => {
      await ensureStartingGrant(ctx.db, request.userId);
      return listCreditLedger(ctx.db, request.userId, request.query);
    },
  );
};

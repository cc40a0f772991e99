import { sql } from 'drizzle-orm';
import { MENTORSHIP_STARTING_CREDITS } from '@crewline/shared/limits';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Gives the account its starting credits if it never had them: one `grant` row, written the first
 * time anything reads or spends the person's credits, so accounts made before mentorship existed
 * get theirs too. Exactly once: the existence check skips the write on every later call, and the
 * partial unique index on the grant turns a racing second insert into nothing. An account deleted
 * meanwhile gets no row (the insert reads the account, not just its id).
 */
export async function ensureStartingGrant(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`
    insert into mentorship_credit_ledger (user_id, type, amount)
    select u.id, 'grant', ${MENTORSHIP_STARTING_CREDITS}::int
    from users u
    where u.id = ${userId}
      and not exists (
        select 1 from mentorship_credit_ledger l where l.user_id = u.id and l.type = 'grant'
      )
    on conflict do nothing
  `);
}

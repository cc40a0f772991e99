import { count, desc, eq, sql } from 'drizzle-orm';
import type {
  CreditBalanceJson,
  CreditLedgerPageJson,
  CreditLedgerQuery,
} from '@crewline/shared/contracts/mentorship';
import { mentorshipCreditLedger } from '../../db/mentorship-schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { presentLedgerEntry } from './credit-presenter.ts';

/** A person's balance: the sum of their ledger rows (one walk of the ledger's user index). */
export async function loadCreditBalance(db: DbOrTx, userId: string): Promise<CreditBalanceJson> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${mentorshipCreditLedger.amount}), 0)::int` })
    .from(mentorshipCreditLedger)
    .where(eq(mentorshipCreditLedger.userId, userId));
  return { currentBalance: Number(row?.balance ?? 0) };
}

/** A page of a person's ledger, newest first, and how many rows they have in all. */
export async function listCreditLedger(
  db: DbOrTx,
  userId: string,
  query: CreditLedgerQuery,
): Promise<CreditLedgerPageJson> {
  const mine = eq(mentorshipCreditLedger.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mentorshipCreditLedger)
      .where(mine)
      .orderBy(desc(mentorshipCreditLedger.createdAt), desc(mentorshipCreditLedger.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(mentorshipCreditLedger).where(mine),
  ]);
  return {
    entries: rows.map(presentLedgerEntry),
    total: Number(total?.n ?? 0),
    limit: query.limit,
    offset: query.offset,
  };
}

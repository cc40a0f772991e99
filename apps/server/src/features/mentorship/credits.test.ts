import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREDIT_LEDGER_PAGE_DEFAULT,
  type CreditLedgerEntryJson,
  type CreditLedgerPageJson,
} from '@crewline/shared/contracts/mentorship';
import { MENTORSHIP_STARTING_CREDITS } from '@crewline/shared/limits';
import { mentorshipCreditLedger } from '../../db/mentorship-schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (user: SignedUpUser, url: string) =>
  t.request({ method: 'GET', url, token: user.access_token });

const grantRows = (userId: string) =>
  t.database.db
    .select()
    .from(mentorshipCreditLedger)
    .where(eq(mentorshipCreditLedger.userId, userId));

describe('GET /api/mentorship/credits', () => {
  it('grants the starting credits once: the balance, and one grant row in the ledger', async () => {
    const user = await signUp(t);
    expect(MENTORSHIP_STARTING_CREDITS).toBe(10);
    for (let i = 0; i < 3; i += 1) {
      const res = await get(user, '/api/mentorship/credits');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ currentBalance: MENTORSHIP_STARTING_CREDITS });
    }
    const ledger = await get(user, '/api/mentorship/credits/ledger');
    expect(ledger.statusCode).toBe(200);
    const page = ledger.json() as CreditLedgerPageJson;
    expect(page).toMatchObject({ total: 1, limit: CREDIT_LEDGER_PAGE_DEFAULT, offset: 0 });
    expect(page.entries).toEqual([
      {
        id: expect.any(String),
        type: 'grant',
        amount: MENTORSHIP_STARTING_CREDITS,
        session_id: null,
        created_at: expect.any(String),
      },
    ]);
    expect(Number.isNaN(Date.parse(page.entries[0]!.created_at))).toBe(false);
  });

  it('grants on the first ledger read too, before any balance was asked for', async () => {
    const user = await signUp(t);
    const page = (await get(user, '/api/mentorship/credits/ledger')).json() as CreditLedgerPageJson;
    expect(page.entries.map((e) => [e.type, e.amount])).toEqual([
      ['grant', MENTORSHIP_STARTING_CREDITS],
    ]);
    expect((await get(user, '/api/mentorship/credits')).json()).toEqual({
      currentBalance: MENTORSHIP_STARTING_CREDITS,
    });
  });

  it('gives exactly one grant to ten first reads at once', async () => {
    const user = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        get(user, i % 2 ? '/api/mentorship/credits' : '/api/mentorship/credits/ledger'),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const rows = await grantRows(user.user.id);
    expect(rows.map((row) => [row.type, row.amount])).toEqual([
      ['grant', MENTORSHIP_STARTING_CREDITS],
    ]);
    expect((await get(user, '/api/mentorship/credits')).json()).toEqual({
      currentBalance: MENTORSHIP_STARTING_CREDITS,
    });
  });

  it('is the sum of the ledger rows, whatever they are', async () => {
    const user = await signUp(t);
    await get(user, '/api/mentorship/credits');
    // Rows put in directly, with no session behind them: the balance only sums what is there.
    await t.database.db.insert(mentorshipCreditLedger).values([
      { userId: user.user.id, type: 'hold', amount: -3 },
      { userId: user.user.id, type: 'refund', amount: 3 },
      { userId: user.user.id, type: 'hold', amount: -4 },
    ]);
    expect((await get(user, '/api/mentorship/credits')).json()).toEqual({
      currentBalance: MENTORSHIP_STARTING_CREDITS - 4,
    });
  });
});

describe('GET /api/mentorship/credits/ledger', () => {
  it('pages the caller’s rows newest first', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    await get(user, '/api/mentorship/credits');
    await get(other, '/api/mentorship/credits');
    const base = Date.now() + 60_000;
    await t.database.db.insert(mentorshipCreditLedger).values(
      Array.from({ length: 24 }, (_, i) => ({
        userId: user.user.id,
        type: i % 2 ? 'refund' : 'hold',
        amount: i % 2 ? 1 : -1,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const all: CreditLedgerEntryJson[] = [];
    const first = (
      await get(user, '/api/mentorship/credits/ledger')
    ).json() as CreditLedgerPageJson;
    expect(first.total).toBe(25);
    expect(first.entries).toHaveLength(CREDIT_LEDGER_PAGE_DEFAULT);
    all.push(...first.entries);
    const rest = await get(user, '/api/mentorship/credits/ledger?limit=20&offset=20');
    expect(rest.statusCode).toBe(200);
    all.push(...(rest.json() as CreditLedgerPageJson).entries);
    expect(all).toHaveLength(25);
    const times = all.map((e) => Date.parse(e.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.at(-1)!.type).toBe('grant');
    expect(new Set(all.map((e) => e.id)).size).toBe(25);

    const small = (await get(user, '/api/mentorship/credits/ledger?limit=3&offset=1')).json();
    expect((small as CreditLedgerPageJson).entries).toEqual(all.slice(1, 4));
    const beyond = (await get(user, '/api/mentorship/credits/ledger?offset=500')).json();
    expect(beyond).toMatchObject({ entries: [], total: 25 });
    // Someone else's history holds only their own grant.
    const theirs = (await get(other, '/api/mentorship/credits/ledger')).json();
    expect((theirs as CreditLedgerPageJson).total).toBe(1);
  });

  it('answers 422 naming the parameter for a bad limit or offset', async () => {
    const user = await signUp(t);
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=2.5', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1e308', 'offset'],
    ]) {
      const res = await get(user, `/api/mentorship/credits/ledger?${query}`);
      expect(res.statusCode, query).toBe(422);
      const detail = res.json().detail as { loc: unknown[] }[];
      expect(
        detail.map((d) => d.loc.at(-1)),
        query,
      ).toContain(field);
    }
    expect((await get(user, '/api/mentorship/credits/ledger?limit=100')).statusCode).toBe(200);
  });
});

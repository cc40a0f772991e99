import { and, eq, isNull } from 'drizzle-orm';
import { passwordResets } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Uses up every outstanding password link of the account: once the password is reset or
 * changed, an older link (a reset mail, an invited person's set-password mail) lying in a
 * mailbox must not set it again.
 */
export async function voidResetLinks(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

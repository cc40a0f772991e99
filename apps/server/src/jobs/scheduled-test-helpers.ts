import { count, eq } from 'drizzle-orm';
import { messages, scheduledMessages } from '../db/chat-schema.ts';
import type { TestApp } from '../test/test-app.ts';
import type { ScheduledMessageRow } from '../presenters/scheduled-message.ts';

/** A scheduled message's row as stored, or undefined once removed. */
export async function scheduledRow(
  t: Pick<TestApp, 'database'>,
  id: string,
): Promise<ScheduledMessageRow | undefined> {
  const [row] = await t.database.db
    .select()
    .from(scheduledMessages)
    .where(eq(scheduledMessages.id, id));
  return row;
}

/** How many messages carry this client id (a scheduled message's must never exceed 1). */
export async function messagesWithClientId(
  t: Pick<TestApp, 'database'>,
  clientId: string,
): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.clientId, clientId));
  return row?.n ?? 0;
}

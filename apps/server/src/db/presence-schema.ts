import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * Which app processes hold a live socket of which user. Each process refreshes its rows every
 * sweep; a row older than the stale limit belongs to a process that died and is removed by
 * whichever process sweeps first. A user is online while any fresh row exists.
 */
export const presenceConnections = pgTable(
  'presence_connections',
  {
    processId: text('process_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.processId, t.userId] }),
    index('presence_connections_user_idx').on(t.userId),
  ],
);

/** What a user chose (online, away, busy), their status message and context, and when last seen. */
export const userPresence = pgTable('user_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('online'),
  customStatusMessage: text('custom_status_message'),
  currentContextType: text('current_context_type'),
  currentContextId: uuid('current_context_id'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * The sign-in providers linked to an account (Google, GitHub, Microsoft): the provider's own id
 * for the person (`subject`), so a sign-in finds its account even after an e-mail change there.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_unique').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/** Single-use e-mail verification tokens (hashed), valid 24 hours. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // A sign-up that claims an invited account: the name and password it chose, applied only
    // when this link is used, so nobody gains the account without the mailbox.
    claimName: text('claim_name'),
    claimPasswordHash: text('claim_password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_verifications_hash_unique').on(t.tokenHash),
    index('email_verifications_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Data exports: asked for (`pending`), built in the background into the storage service
 * (`ready`, `storage_key`), or `failed`. The download link carries a token whose hash is kept.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'building' | 'ready' | 'failed'>().notNull(),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    tokenHash: text('token_hash'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('data_exports_token_unique').on(t.tokenHash),
    index('data_exports_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('pending', 'building')`),
  ],
);

/**
 * Files to remove from the storage service whose rows are already gone (a deleted account's
 * avatar and uploads, an expired export): written in the deleting transaction, removed by a job
 * that retries until the storage service confirms, so nothing is left behind.
 */
export const storageDeletions = pgTable(
  'storage_deletions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    storageKey: text('storage_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('storage_deletions_due_idx').on(t.runAfter)],
);

/**
 * Rate-limited attempts, one row per attempt: an action (a sign-up, a reset mail, a failed
 * sign-in) counted under a key (an account id, an e-mail address, a client IP). Kept in the
 * database so every app process counts the same; rows older than their action's window go on
 * the next attempt of that action.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    action: text('action').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rate_limit_hits_key_idx').on(t.action, t.key, t.createdAt),
    index('rate_limit_hits_age_idx').on(t.action, t.createdAt),
  ],
);

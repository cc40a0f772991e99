import type { CreditsUpdatedFrame } from '@crewline/shared/realtime/server-frames';
import { mentorshipKeys } from '../mentorship/query-keys.ts';
import type { RealtimeCache } from './realtime-cache.ts';

/**
 * mentorship_session_updated and credits_updated: a session or a balance of this person changed
 * (possibly in another tab or by the other party). One change moves sessions, the pool, the
 * balance and the ledger together, so everything of the area is fetched again; a new balance is
 * shown at once.
 */
export function applyMentorshipEvent(
  cache: RealtimeCache,
  frame?: CreditsUpdatedFrame | { type: 'mentorship_session_updated' },
): void {
  if (frame?.type === 'credits_updated') {
    cache.queryClient.setQueryData(mentorshipKeys.credits(), {
      currentBalance: frame.currentBalance,
    });
  }
  void cache.queryClient.invalidateQueries({ queryKey: mentorshipKeys.all });
}

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mentorshipKeys } from '../mentorship/query-keys.ts';
import { applyMentorshipEvent } from './apply-mentorship-events.ts';
import { FRAME_APPLIERS } from './apply-frame.ts';
import type { RealtimeCache } from './realtime-cache.ts';

describe('applyMentorshipEvent', () => {
  it('handles both mentorship frames', () => {
    expect(FRAME_APPLIERS.mentorship_session_updated).toBe(applyMentorshipEvent);
    expect(FRAME_APPLIERS.credits_updated).toBe(applyMentorshipEvent);
  });

  it('marks every mentorship query stale and leaves other areas alone', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(mentorshipKeys.credits(), { currentBalance: 3 });
    queryClient.setQueryData(mentorshipKeys.sessions('recent'), { sessions: [] });
    queryClient.setQueryData(['projects'], []);
    applyMentorshipEvent({ queryClient } as unknown as RealtimeCache, {
      type: 'credits_updated',
      currentBalance: 7,
    });
    expect(queryClient.getQueryData(mentorshipKeys.credits())).toEqual({ currentBalance: 7 });
    expect(queryClient.getQueryState(mentorshipKeys.credits())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(mentorshipKeys.sessions('recent'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['projects'])?.isInvalidated).toBe(false);
  });
});

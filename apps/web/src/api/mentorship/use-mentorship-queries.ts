import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MentorshipSessionStatus } from '@crewline/shared/contracts/mentorship';
import {
  fetchCreditLedger,
  fetchCredits,
  fetchMentorshipProfile,
  fetchOpenPool,
  fetchSessionFeedback,
  fetchSessions,
  fetchSkills,
  searchMentors,
  type MentorSearchParams,
} from './mentorship-api.ts';
import { mentorshipKeys } from './query-keys.ts';

/** Rows of the credit history per page. */
export const LEDGER_PAGE_SIZE = 10;
/** The dashboard shows this many of the most recent sessions. */
export const RECENT_SESSIONS = 5;
/** The All Sessions tab's page: the server's largest. */
export const ALL_SESSIONS_LIMIT = 100;

export function useMentorshipProfile() {
  return useQuery({ queryKey: mentorshipKeys.profile(), queryFn: fetchMentorshipProfile });
}

export function useSkills() {
  return useQuery({ queryKey: mentorshipKeys.skills(), queryFn: fetchSkills, staleTime: Infinity });
}

export function useCredits() {
  return useQuery({ queryKey: mentorshipKeys.credits(), queryFn: fetchCredits });
}

export function useCreditLedger(offset: number) {
  return useQuery({
    queryKey: mentorshipKeys.ledger(offset),
    queryFn: () => fetchCreditLedger(LEDGER_PAGE_SIZE, offset),
  });
}

/** The caller's sessions: the `recent` few, or all of one status ('all' for every status). */
export function useSessions(filter: 'recent' | 'all' | MentorshipSessionStatus) {
  return useQuery({
    queryKey: mentorshipKeys.sessions(filter),
    queryFn: () =>
      filter === 'recent'
        ? fetchSessions(RECENT_SESSIONS)
        : fetchSessions(ALL_SESSIONS_LIMIT, filter === 'all' ? undefined : filter),
  });
}

export function useOpenPool(enabled: boolean) {
  return useQuery({ queryKey: mentorshipKeys.pool(), queryFn: fetchOpenPool, enabled });
}

/** Mentor search; the previous results stay on screen while changed filters load. */
export function useMentorSearch(params: MentorSearchParams, enabled: boolean) {
  return useQuery({
    queryKey: mentorshipKeys.search(params as Record<string, string>),
    queryFn: () => searchMentors(params),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useSessionFeedback(sessionId: string, enabled: boolean) {
  return useQuery({
    queryKey: mentorshipKeys.feedback(sessionId),
    queryFn: () => fetchSessionFeedback(sessionId),
    enabled,
  });
}

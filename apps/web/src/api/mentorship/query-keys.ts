/** TanStack Query keys of mentorship; everything under `all` refreshes on a live change. */
export const mentorshipKeys = {
  all: ['mentorship'] as const,
  profile: () => ['mentorship', 'profile'] as const,
  skills: () => ['mentorship', 'skills'] as const,
  credits: () => ['mentorship', 'credits'] as const,
  ledger: (offset: number) => ['mentorship', 'ledger', offset] as const,
  sessions: (filter: string) => ['mentorship', 'sessions', filter] as const,
  pool: () => ['mentorship', 'pool'] as const,
  search: (params: Record<string, string>) => ['mentorship', 'search', params] as const,
  feedback: (sessionId: string) => ['mentorship', 'feedback', sessionId] as const,
};

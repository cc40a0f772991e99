import type {
  CreditBalanceJson,
  CreditLedgerPageJson,
  DeveloperProfileBody,
  DeveloperProfileJson,
  MentorshipNoShowParty,
  MentorshipSessionJson,
  MentorshipSessionPageJson,
  MentorshipSessionStatus,
  SessionRequestBody,
  SkillTagJson,
} from '@crewline/shared/contracts/mentorship';
import type { MentorSearchResultJson } from '@crewline/shared/contracts/mentorship-search';
import type { SessionFeedbackJson } from '@crewline/shared/contracts/mentorship-feedback';
import { api } from '../client.ts';

const BASE = '/api/mentorship';
const sessionPath = (id: string, verb: string) =>
  `${BASE}/sessions/${encodeURIComponent(id)}/${verb}`;

/** The caller's developer profile with the account's name and bio and whether both are set. */
export function fetchMentorshipProfile(): Promise<DeveloperProfileJson> {
  return api.get<DeveloperProfileJson>(`${BASE}/profile`);
}

/** Replaces the caller's developer profile. */
export function saveDeveloperProfile(body: DeveloperProfileBody): Promise<DeveloperProfileJson> {
  return api.put<DeveloperProfileJson>(`${BASE}/profile`, body);
}

/** The skills catalogue, most common first. */
export function fetchSkills(): Promise<SkillTagJson[]> {
  return api.get<SkillTagJson[]>(`${BASE}/skills`);
}

/** The search's filters as query parameters (empty ones left out). */
export type MentorSearchParams = {
  skills?: string;
  session_type?: string;
  timezone?: string;
  min_rating?: string;
  availability_hours?: string;
};

/** Mentors who fit the filters, best match first. */
export function searchMentors(params: MentorSearchParams): Promise<MentorSearchResultJson[]> {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => !!entry[1]),
  );
  const search = query.toString();
  return api.get<MentorSearchResultJson[]>(`${BASE}/mentors/search${search ? `?${search}` : ''}`);
}

/** The feedback of one session the caller gave or that is about them. */
export function fetchSessionFeedback(sessionId: string): Promise<SessionFeedbackJson[]> {
  return api.get<SessionFeedbackJson[]>(sessionPath(sessionId, 'feedback'));
}

/** The caller's credit balance. */
export function fetchCredits(): Promise<CreditBalanceJson> {
  return api.get<CreditBalanceJson>(`${BASE}/credits`);
}

/** One page of the caller's ledger, newest first. */
export function fetchCreditLedger(limit: number, offset: number): Promise<CreditLedgerPageJson> {
  return api.get<CreditLedgerPageJson>(`${BASE}/credits/ledger?limit=${limit}&offset=${offset}`);
}

/** The caller's sessions (as requester or mentor), optionally of one status. */
export function fetchSessions(
  limit: number,
  status?: MentorshipSessionStatus,
): Promise<MentorshipSessionPageJson> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (status) query.set('status', status);
  return api.get<MentorshipSessionPageJson>(`${BASE}/sessions?${query.toString()}`);
}

/** Open requests without a mentor that match the caller's mentoring skills. */
export function fetchOpenPool(): Promise<MentorshipSessionPageJson> {
  return api.get<MentorshipSessionPageJson>(`${BASE}/sessions?pool=open`);
}

/** Requests a session; its cost is held from the balance. */
export function requestSession(body: SessionRequestBody): Promise<MentorshipSessionJson> {
  return api.post<MentorshipSessionJson>(`${BASE}/sessions`, body);
}

/** The changes a party can make to a session, with the body each takes. */
export type SessionAction =
  | { kind: 'accept'; slot: number }
  | { kind: 'decline' }
  | { kind: 'cancel' }
  | { kind: 'start' }
  | { kind: 'complete' }
  | { kind: 'no-show'; missedBy: MentorshipNoShowParty };

/** Applies one life-cycle change to a session. */
export function changeSession(id: string, action: SessionAction): Promise<MentorshipSessionJson> {
  switch (action.kind) {
    case 'accept':
      return api.put(sessionPath(id, 'accept'), { slot: action.slot });
    case 'no-show':
      return api.put(sessionPath(id, 'no-show'), { missed_by: action.missedBy });
    case 'decline':
    case 'cancel':
    case 'start':
    case 'complete':
      return api.put(sessionPath(id, action.kind), {});
  }
}

/** One side's feedback on a completed session. */
export type SessionFeedback = {
  sessionId: string;
  rating: number;
  feedbackText: string;
  wasHelpful: boolean;
  wouldRecommend: boolean;
};

/** Rates a completed session (each side once). */
export function sendFeedback(feedback: SessionFeedback): Promise<unknown> {
  return api.post(`${BASE}/sessions/feedback`, feedback);
}

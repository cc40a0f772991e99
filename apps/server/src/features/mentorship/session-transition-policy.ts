import {
  MENTORSHIP_CANCELLABLE_STATUSES,
  SESSION_ACCEPT_MENTORS_ONLY,
  SESSION_ACCEPT_OWN,
  SESSION_CANCEL_REQUESTER_ONLY,
  SESSION_DECLINE_ADDRESSED_ONLY,
  SESSION_NOT_FOUND,
  sessionActionConflict,
  type MentorshipSessionStatus,
  type SessionAction,
} from '@crewline/shared/contracts/mentorship';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { SessionRow } from './session-presenter.ts';

/**
 * Who may make each change and from which states. `requester`: the person who asked; `mentor`:
 * the mentor the session is with (or addressed to); `either`: one of the two; `taker`: someone
 * who offers mentoring and is not the requester, on a request addressed to them or open to all.
 */
type Rule = {
  by: 'requester' | 'mentor' | 'either' | 'taker';
  from: readonly MentorshipSessionStatus[];
  /** 403 for the party whose change it is not. */
  forbidden: string;
};

export const SESSION_TRANSITIONS: Record<SessionAction, Rule> = {
  accept: { by: 'taker', from: ['pending'], forbidden: SESSION_ACCEPT_OWN },
  decline: { by: 'mentor', from: ['pending'], forbidden: SESSION_DECLINE_ADDRESSED_ONLY },
  cancel: {
    by: 'requester',
    from: MENTORSHIP_CANCELLABLE_STATUSES,
    forbidden: SESSION_CANCEL_REQUESTER_ONLY,
  },
  start: { by: 'either', from: ['scheduled'], forbidden: SESSION_NOT_FOUND },
  complete: { by: 'either', from: ['active'], forbidden: SESSION_NOT_FOUND },
  no_show: { by: 'either', from: ['scheduled'], forbidden: SESSION_NOT_FOUND },
};

/** An open request: nobody has taken it yet, so every mentor may see and take it. */
const isOpenRequest = (session: SessionRow) =>
  session.status === 'pending' && session.mentorId === null;

/**
 * Throws unless `userId` may make `action` on `session` now: 404 for someone the session is
 * none of their business (so its existence does not leak), 403 for a party whose change it is
 * not, 409 naming the state when the session is past (or not yet at) that change.
 * `isMentor` says whether the caller offers mentoring (only accepting asks).
 */
export function assertTransition(
  session: SessionRow | undefined,
  userId: string,
  action: SessionAction,
  isMentor = false,
): asserts session is SessionRow {
  const isRequester = session?.requesterId === userId;
  const isMentorOfSession = session?.mentorId === userId;
  const rule = SESSION_TRANSITIONS[action];
  const visible =
    session &&
    (isRequester ||
      isMentorOfSession ||
      (rule.by === 'taker' || rule.by === 'mentor' ? isOpenRequest(session) : false));
  if (!visible) throw new NotFoundError(SESSION_NOT_FOUND);
  if (rule.by === 'requester' && !isRequester) throw new ForbiddenError(rule.forbidden);
  if (rule.by === 'mentor' && !isMentorOfSession) throw new ForbiddenError(rule.forbidden);
  if (rule.by === 'taker') {
    if (isRequester) throw new ForbiddenError(SESSION_ACCEPT_OWN);
    if (!isMentor) throw new ForbiddenError(SESSION_ACCEPT_MENTORS_ONLY);
  }
  const status = session.status as MentorshipSessionStatus;
  if (!rule.from.includes(status)) throw new ConflictError(sessionActionConflict(action, status));
}

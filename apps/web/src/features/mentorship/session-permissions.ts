import type { MentorshipSessionJson } from '@crewline/shared/contracts/mentorship';

/** Which actions a viewer sees on a session card (the server checks them all again). */
export type SessionPermissions = {
  accept: boolean;
  decline: boolean;
  join: boolean;
  start: boolean;
  complete: boolean;
  noShow: boolean;
  cancel: boolean;
  rate: boolean;
};

/**
 * The actions allowed to `viewerId` for the session's state: a mentor takes an open or addressed
 * request, the addressed mentor may decline it, either party starts, completes, joins, reports a
 * no-show once the scheduled time has come, and rates once after completion; only the requester
 * cancels, while the session has not started.
 */
export function sessionPermissions(
  session: MentorshipSessionJson,
  viewerId: string | undefined,
  now: Date = new Date(),
): SessionPermissions {
  const isRequester = !!viewerId && session.requester?.id === viewerId;
  const isMentor = !!viewerId && session.mentor?.id === viewerId;
  const party = isRequester || isMentor;
  const { status } = session;
  const started =
    session.scheduledTime !== null && new Date(session.scheduledTime).getTime() <= now.getTime();
  const ownRating = isRequester ? session.requesterRating : session.mentorRating;
  return {
    accept: !isRequester && status === 'pending' && (session.mentor === null || isMentor),
    decline: isMentor && status === 'pending',
    join: party && (status === 'scheduled' || status === 'active') && !!session.sessionUrl,
    start: party && status === 'scheduled',
    complete: party && status === 'active',
    noShow: party && status === 'scheduled' && started,
    cancel: isRequester && (status === 'pending' || status === 'matched' || status === 'scheduled'),
    rate: party && status === 'completed' && ownRating === null,
  };
}

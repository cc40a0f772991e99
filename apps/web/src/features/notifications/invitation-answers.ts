/**
 * This device's answers to invitations, kept 30 days. The server stays the truth: an invitation still in the caller's
 * pending list is pending whatever this says; the cache only words what is no longer there
 * ("You accepted…" rather than "no longer pending").
 */
const STORAGE_KEY = 'invitation_answers';
/** How long an answer is remembered. */
const INVITATION_ANSWER_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export type InvitationAnswer = 'accepted' | 'declined';
type Entry = { status: InvitationAnswer; at: number };

function load(): Record<string, Entry> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Entry>) : {};
  } catch {
    return {};
  }
}

function save(entries: Record<string, Entry>): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Private mode may refuse storage; the answer is only lost for wording, not for the server.
  }
}

/** The remembered answers, without (and purging) those older than 30 days. */
export function readInvitationAnswers(now = Date.now()): Record<string, InvitationAnswer> {
  const entries = load();
  const kept = Object.entries(entries).filter(
    ([, entry]) => typeof entry?.at === 'number' && now - entry.at <= INVITATION_ANSWER_MAX_AGE_MS,
  );
  if (kept.length !== Object.keys(entries).length) save(Object.fromEntries(kept));
  return Object.fromEntries(kept.map(([id, entry]) => [id, entry.status]));
}

/** Remembers that this device answered an invitation. */
export function rememberInvitationAnswer(
  invitationId: string,
  status: InvitationAnswer,
  now = Date.now(),
): void {
  save({ ...load(), [invitationId]: { status, at: now } });
}

import type { MentorshipSessionJson } from '@crewline/shared/contracts/mentorship';
import { SessionCard } from './session-card.tsx';

/** Session cards, or a line saying there are none. */
export function SessionList({
  sessions,
  empty,
}: {
  sessions: MentorshipSessionJson[] | undefined;
  empty: string;
}) {
  if (!sessions) return null;
  if (sessions.length === 0) return <p className="text-sm text-muted-fg">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {sessions.map((session) => (
        <SessionCard key={session.id} session={session} />
      ))}
    </ul>
  );
}

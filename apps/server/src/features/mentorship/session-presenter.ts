import type {
  MentorshipDuration,
  MentorshipSessionJson,
  MentorshipSessionStatus,
  MentorshipSessionType,
  SessionPartyJson,
} from '@crewline/shared/contracts/mentorship';
import type { mentorshipSessions } from '../../db/mentorship-schema.ts';

export type SessionRow = typeof mentorshipSessions.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A session as the API shows it, with its two parties' names (null when there is none). */
export function presentSession(
  row: SessionRow,
  requester: SessionPartyJson | null,
  mentor: SessionPartyJson | null,
): MentorshipSessionJson {
  return {
    id: row.id,
    // The table's check constraints and the request schema allow only these values.
    type: row.type as MentorshipSessionType,
    topic: row.topic,
    description: row.description,
    skills: row.skills,
    durationMinutes: row.durationMinutes as MentorshipDuration,
    creditsUsed: row.creditsUsed,
    status: row.status as MentorshipSessionStatus,
    preferredTimeSlots: row.preferredTimeSlots,
    scheduledTime: iso(row.scheduledTime),
    actualStartTime: iso(row.actualStartTime),
    actualEndTime: iso(row.actualEndTime),
    sessionUrl: row.sessionUrl,
    requesterNotes: row.requesterNotes,
    mentorNotes: row.mentorNotes,
    requesterRating: row.requesterRating,
    mentorRating: row.mentorRating,
    requester,
    mentor,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

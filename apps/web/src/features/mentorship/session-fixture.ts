import type { MentorshipSessionJson } from '@crewline/shared/contracts/mentorship';

/** A pending open request by someone else, to override per test. */
export function sessionFixture(
  overrides: Partial<MentorshipSessionJson> = {},
): MentorshipSessionJson {
  return {
    id: 's1',
    type: 'code_review',
    topic: 'Review my parser',
    description: '',
    skills: ['TypeScript'],
    durationMinutes: 60,
    creditsUsed: 2,
    status: 'pending',
    preferredTimeSlots: [{ date: '2099-01-02', startTime: '10:00', endTime: '11:00' }],
    scheduledTime: null,
    actualStartTime: null,
    actualEndTime: null,
    sessionUrl: null,
    requesterNotes: null,
    mentorNotes: null,
    requesterRating: null,
    mentorRating: null,
    requester: { id: 'other-user', fullName: 'Grace Hopper' },
    mentor: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

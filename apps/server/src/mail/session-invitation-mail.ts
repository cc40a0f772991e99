import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';
import {
  wordingLanguage,
  type WordingLanguage,
} from '@crewline/shared/domain/notification-wording';
import type { Mail } from '../services/mail.ts';

type Person = { email: string; name: string };

/** What the invitation is made from: the scheduled session and its two people. */
export type SessionInvitation = {
  sessionId: string;
  topic: string;
  description: string;
  start: Date;
  durationMinutes: number;
  url: string;
  mentor: Person;
  requester: Person;
};

type Texts = {
  subject: (topic: string) => string;
  greeting: (name: string) => string;
  with: (partner: string, minutes: number) => string;
  starts: (when: string) => string;
  join: string;
  calendar: string;
};

const TEXTS: Record<WordingLanguage, Texts> = {
  en: {
    subject: (topic) => `Mentorship session: ${topic}`,
    greeting: (name) => `Hello ${name},`,
    with: (partner, minutes) => `Your ${minutes}-minute mentorship session with ${partner}.`,
    starts: (when) => `Starts: ${when}`,
    join: 'Join:',
    calendar: 'The attached invitation adds it to your calendar.',
  },
  ar: {
    subject: (topic) => `جلسة إرشاد: ${topic}`,
    greeting: (name) => `مرحبًا ${name}،`,
    with: (partner, minutes) => `جلسة الإرشاد مع ${partner}، مدتها ${minutes} دقيقة.`,
    starts: (when) => `تبدأ: ${when}`,
    join: 'الانضمام:',
    calendar: 'الدعوة المرفقة تضيفها إلى تقويمك.',
  },
  ru: {
    subject: (topic) => `Сессия наставничества: ${topic}`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    with: (partner, minutes) =>
      `Ваша сессия наставничества (${minutes} мин), участник: ${partner}.`,
    starts: (when) => `Начало: ${when}`,
    join: 'Подключиться:',
    calendar: 'Приложенное приглашение добавит её в ваш календарь.',
  },
};

/**
 * The iCalendar text of a session: one event, its UID fixed by the session id, so a second copy
 * of the mail (a retried send) updates the same calendar entry instead of adding another. Both
 * people are attendees who already agreed (the mentor accepted, the requester asked); the mentor
 * organizes.
 */
export function sessionCalendar(invitation: SessionInvitation): string {
  const calendar = ical({ prodId: { company: 'Crewline', product: 'Mentorship' } });
  calendar.method(ICalCalendarMethod.REQUEST);
  calendar.createEvent({
    id: `mentorship-session-${invitation.sessionId}@crewline`,
    start: invitation.start,
    end: new Date(invitation.start.getTime() + invitation.durationMinutes * 60_000),
    summary: invitation.topic,
    description: invitation.description || null,
    location: invitation.url,
    url: invitation.url,
    organizer: { name: invitation.mentor.name, email: invitation.mentor.email },
    attendees: [invitation.mentor, invitation.requester].map((person) => ({
      name: person.name,
      email: person.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.ACCEPTED,
    })),
  });
  return calendar.toString();
}

/** The invitation mail to one of the two people, in their language and time zone. */
export function sessionInvitationMail(
  invitation: SessionInvitation,
  to: Person & { language: string | null; timeZone: string },
): Mail {
  const language = wordingLanguage(to.language);
  const texts = TEXTS[language];
  const partner =
    to.email === invitation.mentor.email ? invitation.requester.name : invitation.mentor.name;
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: to.timeZone,
  }).format(invitation.start);
  return {
    to: to.email,
    subject: texts.subject(invitation.topic),
    text: [
      texts.greeting(to.name),
      '',
      texts.with(partner, invitation.durationMinutes),
      texts.starts(`${when} (${to.timeZone})`),
      `${texts.join} ${invitation.url}`,
      '',
      texts.calendar,
    ].join('\n'),
    calendar: {
      method: 'REQUEST',
      filename: 'invitation.ics',
      content: sessionCalendar(invitation),
    },
  };
}

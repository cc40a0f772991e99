import { describe, expect, it } from 'vitest';
import type { Clock } from './calendar-day.ts';
import { resolveDeadlineMeaning, type DeadlineMeaning } from './voice-deadline.ts';
import type { VoiceLanguage } from './voice-language.ts';
import { parseBoardVoiceTask } from './voice-parse-board.ts';
import { parseDashboardVoiceTask } from './voice-parse-dashboard.ts';

const at = (instant: string, timeZone: string): Clock => ({ now: new Date(instant), timeZone });

// Each row: where and when it was said (the UTC instant and the local time it is), what was
// said, and the due day in the speaker's zone. The UTC day differs from the local day in most
// rows, so counting from UTC would fail them.
describe('relative deadlines are counted in the speaker time zone', () => {
  it.each<[string, string, string, VoiceLanguage, string, string]>([
    // "tomorrow" just after midnight is the day after the new local date.
    [
      'Asia/Riyadh',
      '2025-03-12T21:30:00Z',
      'Thu 00:30',
      'en',
      'deadline tomorrow morning',
      '2025-03-14',
    ],
    ['Asia/Riyadh', '2025-03-12T21:30:00Z', 'Thu 00:30', 'ar', 'أنجزها غداً', '2025-03-14'],
    ['Europe/Moscow', '2025-03-12T21:30:00Z', 'Thu 00:30', 'ru', 'сделать завтра', '2025-03-14'],
    // ... and just before midnight, the day after the old one.
    ['Europe/Moscow', '2025-03-12T20:50:00Z', 'Wed 23:50', 'ru', 'сделать завтра', '2025-03-13'],
    // A weekday said on that weekday evening is a week later.
    ['Asia/Riyadh', '2025-03-14T19:00:00Z', 'Fri 22:00', 'ar', 'بحلول الجمعة', '2025-03-21'],
    ['Europe/Moscow', '2025-03-14T20:00:00Z', 'Fri 23:00', 'ru', 'к пятнице', '2025-03-21'],
    ['America/Los_Angeles', '2025-03-15T04:00:00Z', 'Fri 21:00', 'en', 'by Friday', '2025-03-21'],
    // Thursday evening in California is Friday in UTC: "Friday" is tomorrow, not next week.
    ['America/Los_Angeles', '2025-03-14T03:00:00Z', 'Thu 20:00', 'en', 'by Friday', '2025-03-14'],
    ['America/Los_Angeles', '2025-03-14T03:00:00Z', 'Thu 20:00', 'ru', 'до пятницы', '2025-03-14'],
    // Sunday evening in California is Monday in UTC: "Monday" is tomorrow.
    ['America/Los_Angeles', '2025-03-17T04:00:00Z', 'Sun 21:00', 'ar', 'يوم الاثنين', '2025-03-17'],
    // Across the spring-forward night (9 March 2025 in California): still calendar days.
    [
      'America/Los_Angeles',
      '2025-03-09T07:30:00Z',
      'Sat 23:30 PST',
      'en',
      'deadline tomorrow noon',
      '2025-03-09',
    ],
    [
      'America/Los_Angeles',
      '2025-03-09T07:30:00Z',
      'Sat 23:30 PST',
      'en',
      'by next week',
      '2025-03-15',
    ],
    ['America/Los_Angeles', '2025-03-10T06:30:00Z', 'Sun 23:30 PDT', 'ru', 'завтра', '2025-03-10'],
    // The repeated hour of the fall-back night (2 November 2025), both times.
    ['America/Los_Angeles', '2025-11-02T08:30:00Z', 'Sun 01:30 PDT', 'ar', 'غدا', '2025-11-03'],
    ['America/Los_Angeles', '2025-11-02T09:30:00Z', 'Sun 01:30 PST', 'ar', 'غدا', '2025-11-03'],
    // Berlin's spring forward (30 March 2025) with the end of the month.
    [
      'Europe/Berlin',
      '2025-03-30T22:30:00Z',
      'Mon 00:30 CEST',
      'ru',
      'до конца месяца',
      '2025-03-31',
    ],
    [
      'Europe/Berlin',
      '2025-03-31T22:30:00Z',
      'Tue 00:30 CEST',
      'ru',
      'до конца месяца',
      '2025-04-30',
    ],
  ])('%s at %s (%s), %s %j -> %s', (zone, instant, _local, language, said, day) => {
    const clock = at(instant, zone);
    expect(parseDashboardVoiceTask(said, clock, language).deadlineDate).toBe(day);
  });

  it.each<[string, string, VoiceLanguage, string, string]>([
    ['Asia/Riyadh', '2025-03-12T21:30:00Z', 'ar', 'عاجل غداً', '2025-03-14'],
    ['Europe/Moscow', '2025-03-12T21:30:00Z', 'ru', 'срочно завтра', '2025-03-14'],
    ['Asia/Riyadh', '2025-03-14T19:00:00Z', 'ar', 'الجمعة', '2025-03-21'],
    ['America/Los_Angeles', '2025-03-17T04:00:00Z', 'ru', 'в понедельник', '2025-03-17'],
    ['America/Los_Angeles', '2025-03-17T04:00:00Z', 'en', 'Monday', '2025-03-17'],
  ])('on the board: %s at %s, %s %j -> %s', (zone, instant, language, said, day) => {
    expect(parseBoardVoiceTask(said, at(instant, zone), language).deadline).toBe(day);
  });
});

describe('resolveDeadlineMeaning', () => {
  // Friday 14 March 2025 at noon UTC.
  const friday = at('2025-03-14T12:00:00Z', 'UTC');
  it.each<[DeadlineMeaning, string]>([
    [{ kind: 'days', days: 0 }, '2025-03-14'],
    [{ kind: 'days', days: 2 }, '2025-03-16'],
    [{ kind: 'weekday', weekday: 5 }, '2025-03-21'],
    [{ kind: 'weekday', weekday: 6 }, '2025-03-15'],
    [{ kind: 'endOf', unit: 'day' }, '2025-03-14'],
    [{ kind: 'endOf', unit: 'week' }, '2025-03-14'],
    [{ kind: 'endOf', unit: 'month' }, '2025-03-31'],
    [{ kind: 'endOf', unit: 'year' }, '2025-12-31'],
    [{ kind: 'nextMonth' }, '2025-04-14'],
  ])('%j -> %s', (meaning, day) => {
    expect(resolveDeadlineMeaning(meaning, friday)).toBe(day);
  });
});

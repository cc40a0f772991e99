import { describe, expect, it } from 'vitest';
import type { Clock } from './calendar-day.ts';
import {
  dashboardVoiceAssignee,
  dashboardVoiceDeadline,
  dashboardVoicePriority,
  parseDashboardVoiceTask,
  resolveDeadlinePhrase,
  splitBulletPoints,
} from './voice-parse-dashboard.ts';

// Wednesday 12 March 2025.
const clock: Clock = { now: new Date('2025-03-12T15:00:00Z'), timeZone: 'UTC' };

describe('dashboardVoicePriority', () => {
  it.each([
    ['this is urgent', 'high'],
    ['Urgent: fix prod', 'high'],
    ['high priority review', 'high'],
    ['High  Priority review', 'high'],
    ['low priority cleanup', 'low'],
    ['important meeting', 'medium'],
    ['high effort', 'medium'],
    ['low effort', 'medium'],
    ['minor typo', 'medium'],
    ['write docs', 'medium'],
  ])('%j is %s', (text, priority) => {
    expect(dashboardVoicePriority(text)).toBe(priority);
  });
});

describe('dashboardVoiceDeadline', () => {
  it.each([
    // 'by {weekday}'
    ['finish the report by Friday', 'Friday'],
    ['ship it by monday afternoon', 'monday'],
    // 'by {two words}'
    ['finish the report by next week', 'next week'],
    ['launch by March 15', 'March 15'],
    // 'due {weekday}'
    ['report due Thursday', 'Thursday'],
    ['report due Sunday.', 'Sunday'],
    // 'deadline {two words}'
    ['deadline next Monday for the slides', 'next Monday'],
    ['Deadline: end March', 'end March'],
    // 'by end of {word}'
    ['wrap up by end of month', 'end of month'],
    ['wrap up by end of week.', 'end of week'],
    ['wrap up by the end of the day', 'end of day'],
    // none
    ['by tomorrow', null],
    ['due next Friday', null],
    ['write the docs', null],
    ['deadline soon', null],
  ])('%j -> %j', (text, deadline) => {
    expect(dashboardVoiceDeadline(text)).toBe(deadline);
  });
});

describe('resolveDeadlinePhrase', () => {
  it.each([
    ['Friday', '2025-03-14'],
    ['monday', '2025-03-17'],
    ['Wednesday', '2025-03-19'],
    ['next Friday', '2025-03-14'],
    ['Friday afternoon', '2025-03-14'],
    ['next week', '2025-03-19'],
    ['next month', '2025-04-12'],
    ['today', '2025-03-12'],
    ['tomorrow morning', '2025-03-13'],
    ['end of day', '2025-03-12'],
    ['end of week', '2025-03-14'],
    ['end of month', '2025-03-31'],
    ['end of year', '2025-12-31'],
    ['March 15', null],
    ['end of sprint', null],
  ])('%j -> %j', (phrase, day) => {
    expect(resolveDeadlinePhrase(phrase, clock)).toBe(day);
  });

  it.each([
    ['2025-03-14T10:00:00Z', 'end of week', '2025-03-14'], // a Friday: today
    ['2025-03-15T10:00:00Z', 'end of week', '2025-03-21'], // a Saturday: next Friday
    ['2025-01-31T10:00:00Z', 'next month', '2025-02-28'], // clamped
    ['2024-02-10T10:00:00Z', 'end of month', '2024-02-29'], // leap year
  ])('on %s %j -> %s', (now, phrase, day) => {
    expect(resolveDeadlinePhrase(phrase, { now: new Date(now), timeZone: 'UTC' })).toBe(day);
  });
});

describe('dashboardVoiceAssignee', () => {
  it.each([
    // 'assign(ed) to {word}'
    ['fix the bug and assign to Sarah', 'Sarah'],
    ['review PR assigned to mike', 'mike'],
    ['assign to me', 'me'],
    // 'for {word} to do/complete/handle'
    ['a task for John to do', 'John'],
    ['report for Priya to complete', 'Priya'],
    ['outage for Omar to handle', 'Omar'],
    // '{word} should/will/to do'
    ['Sarah should update the docs', 'Sarah'],
    ['Ken will deploy tonight', 'Ken'],
    ['Ana to do the slides', 'Ana'],
    // precedence and pronouns
    ['Ken will help, assign to Lee', 'Lee'],
    ['we should fix it and it will work', null],
    ['I will do it', null],
    ['something to do', null],
    ['write the docs', null],
  ])('%j -> %j', (text, assignee) => {
    expect(dashboardVoiceAssignee(text)).toBe(assignee);
  });
});

describe('splitBulletPoints', () => {
  it.each([
    ['fix the bug and then deploy it', ['Fix the bug', 'Deploy it']],
    ['update docs also tag a release', ['Update docs', 'Tag a release']],
    ['update docs, and also tag a release', ['Update docs', 'Tag a release']],
    ['write tests. Additionally, update the changelog', ['Write tests', 'Update the changelog']],
    ['refactor auth furthermore add logging', ['Refactor auth', 'Add logging']],
    ['clean the table plus archive old rows', ['Clean the table', 'Archive old rows']],
    [
      'plan sprint and then book room also email team plus order food',
      ['Plan sprint', 'Book room', 'Email team', 'Order food'],
    ],
    ['fix the surplus calculation', []],
    ['just one thing', []],
    ['also', []],
  ])('%j -> %j', (text, bullets) => {
    expect(splitBulletPoints(text)).toEqual(bullets);
  });
});

describe('parseDashboardVoiceTask', () => {
  it('fills every field of the preview', () => {
    expect(
      parseDashboardVoiceTask(
        'urgent: migrate the database by Friday and then notify users. Assign to Sarah.',
        clock,
      ),
    ).toEqual({
      title: 'Urgent: migrate the database by Friday',
      description: 'Urgent: migrate the database by Friday and then notify users. Assign to Sarah',
      priority: 'high',
      deadline: 'Friday',
      deadlineDate: '2025-03-14',
      assignee: 'Sarah',
      bulletPoints: ['Urgent: migrate the database by Friday', 'Notify users. Assign to Sarah'],
    });
  });

  it('keeps an unresolvable deadline as spoken', () => {
    expect(parseDashboardVoiceTask('launch by March 15', clock)).toMatchObject({
      title: 'Launch by March 15',
      deadline: 'March 15',
      deadlineDate: null,
      priority: 'medium',
      assignee: null,
      bulletPoints: [],
    });
  });
});

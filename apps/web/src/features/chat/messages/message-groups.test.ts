import { describe, expect, it } from 'vitest';
import { ADA, GRACE, messageFixture } from './chat-fixture.ts';
import { groupMessages } from './message-groups.ts';

const at = (iso: string, author = ADA) => messageFixture({ created_at: iso, author });

describe('groupMessages (by day, and by author within 60 s)', () => {
  it('splits days in the viewer’s time zone', () => {
    const messages = [at('2030-03-01T22:30:00Z'), at('2030-03-01T23:30:00Z')];
    expect(groupMessages(messages, 'UTC').map((day) => day.day)).toEqual(['2030-03-01']);
    // 23:30 UTC is already 2 March in Moscow (UTC+3), 22:30 is 01:30 there too.
    expect(groupMessages(messages, 'Europe/Moscow').map((day) => day.day)).toEqual(['2030-03-02']);
    expect(groupMessages(messages, 'America/New_York').map((day) => day.day)).toEqual([
      '2030-03-01',
    ]);
  });

  it('keeps one author’s messages at most 60 s apart in one run, and breaks at 61 s', () => {
    const messages = [
      at('2030-03-01T10:00:00Z'),
      at('2030-03-01T10:01:00Z'),
      at('2030-03-01T10:02:01Z'),
    ];
    const [day] = groupMessages(messages, 'UTC');
    expect(day!.runs.map((run) => run.messages.length)).toEqual([2, 1]);
  });

  it('starts a run at each change of author and at each new day', () => {
    const messages = [
      at('2030-03-01T23:59:30Z'),
      at('2030-03-01T23:59:40Z', GRACE),
      at('2030-03-01T23:59:50Z', GRACE),
      at('2030-03-02T00:00:10Z', GRACE),
    ];
    const days = groupMessages(messages, 'UTC');
    expect(days.map((day) => day.runs.map((run) => [run.authorId, run.messages.length]))).toEqual([
      [
        [ADA.id, 1],
        [GRACE.id, 2],
      ],
      [[GRACE.id, 1]],
    ]);
  });
});

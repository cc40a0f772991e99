import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { threadFixture } from '../../api/chat/chat-fixtures.ts';
import { isSwipeBack } from './chat-gestures.ts';
import { filterThreads } from './thread-filters.ts';
import { threadTitle } from './thread-title.ts';
import { typingText } from './typing-text.ts';
import { chatAgo } from './use-chat-time.ts';

const t = i18n.t.bind(i18n);

describe('filterThreads', () => {
  const project = threadFixture({ id: 'p', title: 'Launch', unread_count: 0 });
  const unread = threadFixture({ id: 'u', title: 'Budget', unread_count: 4 });
  const direct = threadFixture({
    id: 'd',
    title: null,
    context_type: 'direct',
    context_id: null,
    context_name: 'Zoë Park',
    participants: [{ id: 'z', name: 'Zoë Park', avatar: null, email: 'z@example.com' }],
  });
  const all = [project, unread, direct];
  const ids = (threads: { id: string }[]) => threads.map((thread) => thread.id);

  it.each([
    ['all', '', ['p', 'u', 'd']],
    ['unread', '', ['u']],
    ['project', '', ['p', 'u']],
    ['direct', '', ['d']],
    ['all', 'budg', ['u']],
    ['all', 'ZOË', ['d']],
    ['direct', 'launch', []],
  ] as const)('tab %s, search "%s"', (tab, query, expected) => {
    expect(ids(filterThreads(all, tab, query))).toEqual(expected);
  });
});

describe('threadTitle', () => {
  it('is the title, the others for an untitled direct thread, else "General"', () => {
    expect(threadTitle(threadFixture({ title: 'Launch' }), t)).toBe('Launch');
    expect(threadTitle(threadFixture({ title: null }), t)).toBe('General');
    expect(threadTitle(threadFixture({ title: '  ' }), t)).toBe('General');
    expect(
      threadTitle(threadFixture({ title: null, context_type: 'direct', context_name: 'Bo' }), t),
    ).toBe('Bo');
  });
});

describe('typingText', () => {
  it.each([
    [[], null],
    [['Ada'], 'Ada is typing'],
    [['Ada', 'Bo'], 'Ada and Bo are typing'],
    [['Ada', 'Bo', 'Cy'], 'Ada, Bo and Cy are typing'],
    [['Ada', 'Bo', 'Cy', 'Di'], 'Ada, Bo, and 2 others are typing'],
    [['Ada', 'Bo', 'Cy', 'Di', 'Ed'], 'Ada, Bo, and 3 others are typing'],
  ] as const)('%j -> %s', (names, expected) => {
    expect(typingText(names, t)).toBe(expected);
  });
});

describe('isSwipeBack (50 px, toward the reading end)', () => {
  it.each([
    [50, 0, false, true],
    [49, 0, false, false],
    [60, 50, false, false],
    [-60, 0, false, false],
    [-60, 0, true, true],
    [60, 0, true, false],
  ] as const)('dx %d dy %d rtl %s -> %s', (dx, dy, rtl, expected) => {
    expect(isSwipeBack(dx, dy, rtl)).toBe(expected);
  });
});

describe('chatAgo', () => {
  const now = Date.parse('2025-03-10T12:00:00.000Z');
  it.each([
    ['2025-03-10T11:59:30.000Z', 'Just now'],
    ['2025-03-10T11:55:00.000Z', '5m ago'],
    ['2025-03-10T09:00:00.000Z', '3h ago'],
    ['2025-03-08T12:00:00.000Z', '2d ago'],
    ['2025-02-24T12:00:00.000Z', '2w ago'],
    ['2025-03-10T12:00:05.000Z', 'Just now'],
  ])('%s -> %s', (iso, expected) => {
    expect(chatAgo(iso, now, t)).toBe(expected);
  });
});

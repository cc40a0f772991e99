import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { notificationAgo } from './notification-time.ts';

const NOW = Date.parse('2025-03-20T12:00:00.000Z');
const ago = (ms: number) =>
  notificationAgo(new Date(NOW - ms).toISOString(), NOW, i18n.t, () => 'a date');
const MIN = 60_000;

describe('notificationAgo', () => {
  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [MIN, '1m ago'],
    [59 * MIN, '59m ago'],
    [60 * MIN, '1h ago'],
    [23 * 60 * MIN, '23h ago'],
    [24 * 60 * MIN, '1d ago'],
    [6 * 24 * 60 * MIN + 23 * 60 * MIN, '6d ago'],
    [7 * 24 * 60 * MIN, 'a date'],
    [-5 * MIN, 'Just now'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(ago(ms)).toBe(text);
  });
});

import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { ru as russian } from '../../../i18n/locales/ru/index.ts';
import type { ActivityEvent } from '../../../api/projects/types.ts';
import { activityText } from './activity-text.ts';

const event = (
  action: string,
  summary: string,
  extra: Record<string, unknown> = {},
): ActivityEvent =>
  ({
    id: 'e1',
    project_id: 'p1',
    category: 'comments',
    action,
    entity_type: 'comment',
    entity_id: 'c1',
    data: { summary, ...extra },
    created_at: '2025-01-01T00:00:00.000Z',
    actor: { id: 'u1', name: 'Ada', avatar: null },
  }) as ActivityEvent;

// Names and summaries arrive wrapped in Unicode isolates so mixed scripts keep their direction.
const plain = (value: string) => value.replace(/[\u2066-\u2069]/g, '');

describe('activityText for comment events', () => {
  it('words added, edited and deleted comments with their summary', () => {
    const t = i18n.getFixedT('en');
    expect(plain(activityText(event('comment_added', 'Ship it on Friday'), t))).toBe(
      'Ada commented “Ship it on Friday”',
    );
    expect(plain(activityText(event('comment_updated', 'Ship it Monday'), t))).toBe(
      'Ada edited the comment “Ship it Monday”',
    );
    expect(plain(activityText(event('comment_deleted', 'Old note'), t))).toBe(
      'Ada deleted the comment “Old note”',
    );
  });

  it('names the task of a task comment', () => {
    const t = i18n.getFixedT('en');
    const onTask = event('comment_added', 'Done?', { task_id: 't1', task_title: 'Ship it' });
    expect(plain(activityText(onTask, t))).toBe('Ada commented on “Ship it”: “Done?”');
  });
});

describe('activityText for time, resource and file events', () => {
  const worded = (action: string, data: Record<string, unknown>, lng = 'en') =>
    plain(activityText({ ...event(action, ''), data } as ActivityEvent, i18n.getFixedT(lng)));

  it('words time entries with their duration', () => {
    expect(worded('time_logged', { duration_minutes: 90 })).toBe('Ada logged 1 h 30 min');
    expect(worded('timer_started', { duration_minutes: null })).toBe('Ada started a timer');
    expect(worded('timer_stopped', { duration_minutes: 45 })).toBe(
      'Ada stopped a timer after 45 min',
    );
  });

  it('words file uploads, restores and renames with names and version numbers', () => {
    expect(worded('version_uploaded', { name: 'plan.pdf', version: 2 })).toBe(
      'Ada uploaded version 2 of “plan.pdf”',
    );
    expect(worded('version_restored', { name: 'plan.pdf', version: 3, restored_from: 1 })).toBe(
      'Ada restored version 1 of “plan.pdf” as version 3',
    );
    expect(worded('file_renamed', { name: 'b.txt', old_name: 'a.txt' })).toBe(
      'Ada renamed “a.txt” to “b.txt”',
    );
  });

  it('words bookings with their days in the interface language', () => {
    i18n.addResourceBundle('ru', 'translation', russian);
    const data = { start_date: '2026-03-02', end_date: '2026-03-06' };
    expect(worded('allocation_created', data)).toBe(
      'Ada booked a resource from Mar 2, 2026 to Mar 6, 2026',
    );
    expect(worded('allocation_created', data, 'ru')).toMatch(/^Ada: ресурс забронирован с 2 мар/);
    expect(worded('resource_created', { name: 'Projector' })).toBe(
      'Ada added the resource “Projector”',
    );
  });
});

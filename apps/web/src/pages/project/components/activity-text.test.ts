import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../../../api/projects/types.ts';
import { activityText } from './activity-text.ts';

const event = (
  action: string,
  summary: string,
  extra: Record<string, unknown> = {},
): ActivityEvent => ({
  id: 'e1',
  project_id: 'p1',
  category: 'comments',
  action,
  entity_type: 'comment',
  entity_id: 'c1',
  data: { summary, ...extra },
  created_at: '2025-01-01T00:00:00.000Z',
  actor: { id: 'u1', name: 'Ada', avatar: null },
});

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

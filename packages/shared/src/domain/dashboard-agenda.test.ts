import { describe, expect, it } from 'vitest';
import { groupByDueDay, tasksDueFirst } from './dashboard-agenda.ts';

const task = (title: string, due_date: string | null, status = 'todo') => ({
  title,
  due_date,
  status,
});

describe('groupByDueDay', () => {
  it('groups by due day in the viewer’s zone and leaves out undated and invalid items', () => {
    const items = [
      task('a', '2025-03-12T00:00:00.000Z'),
      task('b', '2025-03-12T15:00:00.000Z'),
      task('c', '2025-03-13T03:00:00.000Z'), // still the 12th in New York
      task('d', null),
      task('e', 'soon'),
    ];
    const byDay = groupByDueDay(items, 'America/New_York');
    expect([...byDay.keys()]).toEqual(['2025-03-12']);
    expect(byDay.get('2025-03-12')?.map((t) => t.title)).toEqual(['a', 'b', 'c']);
  });
});

describe('tasksDueFirst', () => {
  it('orders soonest first, ties by title, and leaves out undated and finished tasks', () => {
    const tasks = [
      task('later', '2025-04-01'),
      task('none', null),
      task('finished', '2025-01-01', 'done'),
      task('also finished', '2025-01-01', 'completed'),
      task('b same day', '2025-03-12T00:00:00.000Z'),
      task('a same day', '2025-03-12T00:00:00.000Z'),
      task('overdue', '2025-03-01', 'in_review'),
    ];
    expect(tasksDueFirst(tasks, 'UTC').map((t) => t.title)).toEqual([
      'overdue',
      'a same day',
      'b same day',
      'later',
    ]);
  });

  it.each([
    [15, 10, 10],
    [4, 10, 4],
    [15, 3, 3],
    [5, 0, 0],
  ])('of %i tasks shows %i at most (limit %i)', (count, limit, shown) => {
    const tasks = Array.from({ length: count }, (_, i) =>
      task(`t${i}`, `2025-03-${String(28 - i).padStart(2, '0')}`),
    );
    const result = tasksDueFirst(tasks, 'UTC', limit);
    expect(result).toHaveLength(shown);
    expect(result[0]?.title).toBe(shown > 0 ? `t${count - 1}` : undefined);
  });

  it('defaults to 10 tasks', () => {
    const tasks = Array.from({ length: 12 }, (_, i) => task(`t${i}`, '2025-03-20'));
    expect(tasksDueFirst(tasks, 'UTC')).toHaveLength(10);
  });
});

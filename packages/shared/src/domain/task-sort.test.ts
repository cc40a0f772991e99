import { describe, expect, it } from 'vitest';
import { DEFAULT_TASK_SORT, groupTasksByStatus, sortTasks } from './task-sort.ts';

type Row = {
  id: string;
  title: string;
  priority: string;
  due_date?: string | null;
  project_id: string;
  status: string;
};

const row = (id: string, fields: Partial<Row> = {}): Row => ({
  id,
  title: id,
  priority: 'medium',
  due_date: null,
  project_id: 'p1',
  status: 'todo',
  ...fields,
});

const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('sortTasks', () => {
  it('defaults to priority', () => {
    expect(DEFAULT_TASK_SORT).toBe('priority');
  });

  it('sorts by priority high -> medium -> low, keeping input order on ties', () => {
    const tasks = [
      row('a', { priority: 'low' }),
      row('b', { priority: 'high' }),
      row('c', { priority: 'medium' }),
      row('d', { priority: 'high' }),
      row('e', { priority: 'weird' }),
    ];
    expect(ids(sortTasks(tasks, 'priority'))).toEqual(['b', 'd', 'c', 'a', 'e']);
  });

  it('sorts by due date earliest first with none last', () => {
    const tasks = [
      row('none'),
      row('late', { due_date: '2025-05-01T00:00:00.000Z' }),
      row('early', { due_date: '2025-03-01' }),
      row('bad', { due_date: 'not a date' }),
      row('mid', { due_date: '2025-04-01T12:00:00+02:00' }),
    ];
    expect(ids(sortTasks(tasks, 'dueDate'))).toEqual(['early', 'mid', 'late', 'none', 'bad']);
  });

  it('sorts by title alphabetically, ignoring case and ordering numbers naturally', () => {
    const tasks = [
      row('1', { title: 'banana' }),
      row('2', { title: 'Task 10' }),
      row('3', { title: 'Apple' }),
      row('4', { title: 'task 2' }),
    ];
    expect(sortTasks(tasks, 'title').map((t) => t.title)).toEqual([
      'Apple',
      'banana',
      'task 2',
      'Task 10',
    ]);
  });

  it('sorts by project title, unknown projects last', () => {
    const titles = new Map([
      ['p1', 'Website'],
      ['p2', 'Android app'],
      ['p3', 'marketing'],
    ]);
    const tasks = [
      row('a', { project_id: 'p1' }),
      row('b', { project_id: 'gone' }),
      row('c', { project_id: 'p3' }),
      row('d', { project_id: 'p2' }),
    ];
    expect(ids(sortTasks(tasks, 'project', titles))).toEqual(['d', 'c', 'a', 'b']);
  });

  it('does not mutate its input', () => {
    const tasks = [row('a', { priority: 'low' }), row('b', { priority: 'high' })];
    sortTasks(tasks, 'priority');
    expect(ids(tasks)).toEqual(['a', 'b']);
  });
});

describe('groupTasksByStatus', () => {
  it('groups in column order, sorts each group and hides empty ones', () => {
    const tasks = [
      row('r1', { status: 'in_review', priority: 'low' }),
      row('t1', { status: 'todo', priority: 'low' }),
      row('t2', { status: 'todo', priority: 'high' }),
      row('d1', { status: 'done' }),
      row('x', { status: 'archived' }),
    ];
    expect(groupTasksByStatus(tasks).map((g) => [g.status, ids(g.tasks)])).toEqual([
      ['todo', ['t2', 't1']],
      ['in_review', ['r1']],
      ['done', ['d1']],
    ]);
  });
});

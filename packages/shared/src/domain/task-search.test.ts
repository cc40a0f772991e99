import { describe, expect, it } from 'vitest';
import { FILTER_ALL, filterTasks, matchesTaskSearch } from './task-search.ts';

const task = {
  title: 'Fix Login Bug',
  description: 'Users see a 500 on OAuth callback',
  project_id: 'p1',
  priority: 'high',
};

describe('matchesTaskSearch', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['login', true],
    ['LOGIN BUG', true],
    ['oauth', true],
    ['  callback ', true],
    ['signup', false],
    ['bug users', false],
  ])('query %j matches: %s', (query, matches) => {
    expect(matchesTaskSearch(task, query)).toBe(matches);
  });

  it('copes with a missing description', () => {
    expect(matchesTaskSearch({ ...task, description: null }, 'oauth')).toBe(false);
    expect(matchesTaskSearch({ ...task, description: undefined }, 'fix')).toBe(true);
  });
});

describe('filterTasks', () => {
  const tasks = [
    { id: 'a', title: 'Write docs', description: '', project_id: 'p1', priority: 'low' },
    {
      id: 'b',
      title: 'Deploy',
      description: 'Write release notes',
      project_id: 'p2',
      priority: 'high',
    },
    { id: 'c', title: 'Review PR', description: null, project_id: 'p1', priority: 'high' },
  ];
  const ids = (rows: typeof tasks) => rows.map((t) => t.id);

  it.each([
    [{}, ['a', 'b', 'c']],
    [{ projectId: FILTER_ALL, priority: FILTER_ALL }, ['a', 'b', 'c']],
    [{ projectId: 'p1' }, ['a', 'c']],
    [{ priority: 'high' }, ['b', 'c']],
    [{ projectId: 'p1', priority: 'high' }, ['c']],
    [{ search: 'write' }, ['a', 'b']],
    [{ search: 'write', priority: 'high' }, ['b']],
    [{ projectId: 'p3' }, []],
  ])('%j keeps %j', (filters, expected) => {
    expect(ids(filterTasks(tasks, filters))).toEqual(expected);
  });
});

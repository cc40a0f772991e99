import { describe, expect, it } from 'vitest';
import { progressPercent, projectProgress, taskCompletion } from './progress.ts';

describe('projectProgress: done ÷ all, in review not done', () => {
  it.each([
    [[], 0],
    [['todo'], 0],
    [['done'], 100],
    [['in_progress'], 0],
    [['in_review'], 0],
    [['done', 'todo'], 50],
    [['done', 'in_progress', 'in_review', 'todo'], 25],
    [['done', 'done', 'in_review'], 67],
    [['done', 'todo', 'todo'], 33],
    [['done', 'completed', 'done', 'done'], 100],
  ])('%j is %i %', (statuses, value) => {
    expect(projectProgress(statuses)).toBe(value);
    const { completed, total } = taskCompletion(statuses);
    expect(progressPercent(completed, total)).toBe(value);
  });
});

describe('taskCompletion', () => {
  it.each([
    [[], { completed: 0, total: 0 }],
    [['done', 'todo', 'in_review'], { completed: 1, total: 3 }],
    [['done', 'completed'], { completed: 2, total: 2 }],
  ])('%j gives %j', (statuses, counts) => {
    expect(taskCompletion(statuses)).toEqual(counts);
  });
});

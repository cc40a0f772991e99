import { describe, expect, it } from 'vitest';
import { projectProgress, taskCompletion, taskProgress } from './progress.ts';

describe('taskProgress', () => {
  it.each([
    ['todo', 0],
    ['in_progress', 50],
    ['in_review', 50],
    ['done', 100],
    ['completed', 100],
    ['unknown', 0],
    [null, 0],
  ])('%s counts %i', (status, value) => {
    expect(taskProgress(status)).toBe(value);
  });
});

describe('projectProgress', () => {
  it.each([
    [[], 0],
    [['todo'], 0],
    [['done'], 100],
    [['in_progress'], 50],
    [['in_review'], 50],
    [['done', 'todo'], 50],
    [['done', 'in_progress', 'todo', 'todo'], 38],
    [['done', 'done', 'in_review'], 83],
    [['done', 'todo', 'todo'], 33],
    [['done', 'done', 'done', 'done'], 100],
  ])('%j averages to %i', (statuses, value) => {
    expect(projectProgress(statuses)).toBe(value);
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

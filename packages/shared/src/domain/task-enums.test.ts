import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TASK_PRIORITY,
  DEFAULT_TASK_STATUS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  isTaskDone,
  isTaskPriority,
  isTaskStatus,
  taskPrioritySchema,
  taskStatusLabel,
  taskStatusSchema,
} from './task-enums.ts';

describe('task enums', () => {
  it('lists the four statuses in column order and three priorities', () => {
    expect(TASK_STATUSES).toEqual(['todo', 'in_progress', 'in_review', 'done']);
    expect(TASK_PRIORITIES).toEqual(['low', 'medium', 'high']);
    expect(DEFAULT_TASK_STATUS).toBe('todo');
    expect(DEFAULT_TASK_PRIORITY).toBe('medium');
  });

  it.each([
    ['todo', 'To Do'],
    ['in_progress', 'In Progress'],
    ['in_review', 'In Review'],
    ['done', 'Done'],
    ['completed', 'Done'],
    ['bogus', 'To Do'],
    [null, 'To Do'],
  ])('labels status %s as %s', (status, label) => {
    expect(taskStatusLabel(status)).toBe(label);
  });

  it.each([
    ['done', true],
    ['completed', true],
    ['in_review', false],
    ['todo', false],
    [undefined, false],
  ])('isTaskDone(%s) is %s', (status, done) => {
    expect(isTaskDone(status)).toBe(done);
  });

  it.each([
    ['todo', true],
    ['in_review', true],
    ['completed', false],
    ['TODO', false],
    [3, false],
  ])('isTaskStatus(%s) is %s', (value, ok) => {
    expect(isTaskStatus(value)).toBe(ok);
  });

  it.each([
    ['high', true],
    ['urgent', false],
  ])('isTaskPriority(%s) is %s', (value, ok) => {
    expect(isTaskPriority(value)).toBe(ok);
  });

  it('validates with the Zod enums', () => {
    expect(taskStatusSchema.parse('in_review')).toBe('in_review');
    expect(taskStatusSchema.safeParse('blocked').success).toBe(false);
    expect(taskPrioritySchema.parse('low')).toBe('low');
    expect(taskPrioritySchema.safeParse('critical').success).toBe(false);
  });
});

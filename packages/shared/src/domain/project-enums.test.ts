import { describe, expect, it } from 'vitest';
import {
  PROJECT_STATUSES,
  PROJECT_STATUS_FILTERS,
  parseProjectStatus,
  projectStatusFromLabel,
  projectStatusLabel,
  projectStatusSchema,
} from './project-enums.ts';

describe('project status labels', () => {
  it('has the five statuses and the projects list filter order', () => {
    expect(PROJECT_STATUSES).toEqual([
      'planning',
      'in_progress',
      'in_review',
      'on_hold',
      'completed',
    ]);
    expect(PROJECT_STATUS_FILTERS).toEqual([
      'all',
      'in_progress',
      'planning',
      'in_review',
      'completed',
      'on_hold',
    ]);
  });

  it.each([
    ['planning', 'Planning'],
    ['Planning', 'Planning'],
    ['in_progress', 'In Progress'],
    ['InProgress', 'In Progress'],
    ['In Progress', 'In Progress'],
    ['in_review', 'In Review'],
    ['InReview', 'In Review'],
    ['on_hold', 'On Hold'],
    ['OnHold', 'On Hold'],
    ['completed', 'Completed'],
    ['Completed', 'Completed'],
    ['archived', 'Planning'],
    ['', 'Planning'],
    [null, 'Planning'],
    [undefined, 'Planning'],
  ])('shows %j as %s', (value, label) => {
    expect(projectStatusLabel(value)).toBe(label);
  });

  it.each([
    ['InProgress', 'in_progress'],
    ['OnHold', 'on_hold'],
    ['whatever', 'planning'],
  ])('parses %s to %s', (value, code) => {
    expect(parseProjectStatus(value)).toBe(code);
  });
});

describe('create-call label -> code', () => {
  it.each([
    ['in progress', 'in_progress'],
    ['In Progress', 'in_progress'],
    ['on hold', 'on_hold'],
    ['On Hold', 'on_hold'],
    ['completed', 'completed'],
    ['Completed', 'completed'],
    ['in review', 'in_review'],
    ['  In   Review ', 'in_review'],
    ['Planning', 'planning'],
    ['InProgress', 'planning'],
    ['done', 'planning'],
    ['', 'planning'],
    [null, 'planning'],
    ['in_progress', 'in_progress'],
    ['on_hold', 'on_hold'],
  ])('maps %j to %s', (label, code) => {
    expect(projectStatusFromLabel(label)).toBe(code);
  });

  it('validates codes with the Zod enum', () => {
    expect(projectStatusSchema.parse('on_hold')).toBe('on_hold');
    expect(projectStatusSchema.safeParse('OnHold').success).toBe(false);
  });
});

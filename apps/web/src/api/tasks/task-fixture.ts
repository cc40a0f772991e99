import type { Task } from './types.ts';

/** A task with sensible defaults, for tests. */
export function taskFixture(overrides: Partial<Task> = {}): Task {
  return {
    id: 't1',
    title: 'Write the spec',
    description: '',
    status: 'todo',
    priority: 'medium',
    due_date: null,
    assignee_id: null,
    assignee: null,
    project_id: 'p1',
    position: 1,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    created_from_message_id: null,
    sprint_id: null,
    start_date: null,
    milestone_id: null,
    estimate: null,
    blocks: [],
    blocked_by: [],
    can: { update: true, delete: true },
    ...overrides,
  };
}

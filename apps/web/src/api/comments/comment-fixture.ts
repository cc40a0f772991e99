import type { Comment } from './types.ts';

/** A comment with sensible defaults, for tests. */
export function commentFixture(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'c1',
    text: 'Looks good',
    user: { id: 'u1', name: 'Ada Lovelace', avatar: null },
    project_id: 'p1',
    task_id: null,
    mentions: [],
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    can: { update: true, delete: true },
    ...overrides,
  };
}

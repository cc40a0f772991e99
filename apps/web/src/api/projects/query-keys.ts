import type { ActivityTab } from './types.ts';

/** TanStack Query keys of projects and everything inside one, so invalidation can be scoped. */
export const projectKeys = {
  all: ['projects'] as const,
  list: () => ['projects', 'list'] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  activity: (id: string, tab: ActivityTab) => ['projects', 'detail', id, 'activity', tab] as const,
  members: (id: string) => ['projects', 'detail', id, 'members'] as const,
  invitations: (id: string) => ['projects', 'detail', id, 'invitations'] as const,
  templates: () => ['project-templates'] as const,
};

/** Cache keys: one project's sprints under one prefix, so a write or a frame refreshes them. */
export const sprintKeys = {
  all: ['sprints'] as const,
  project: (projectId: string) => ['sprints', projectId] as const,
};

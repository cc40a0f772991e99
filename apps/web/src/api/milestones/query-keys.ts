/** Cache keys: one project's milestones under one prefix, so a write or a frame refreshes them. */
export const milestoneKeys = {
  all: ['milestones'] as const,
  project: (projectId: string) => ['milestones', projectId] as const,
};

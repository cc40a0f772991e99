/** Cache keys: a project's timeline under one prefix, so task and milestone frames refresh it. */
export const scheduleKeys = {
  all: ['timeline'] as const,
  timeline: (projectId: string) => ['timeline', projectId] as const,
};

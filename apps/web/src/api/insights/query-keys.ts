/** TanStack Query keys of the insights endpoints; a project's keys share a prefix to invalidate. */
export const insightKeys = {
  all: ['insights'] as const,
  overview: () => ['insights', 'overview'] as const,
  project: (projectId: string) => ['insights', 'project', projectId] as const,
  burndown: (
    projectId: string,
    window: { from?: string; to?: string } = {},
    skipWeekends = false,
  ) =>
    [
      'insights',
      'project',
      projectId,
      'burndown',
      window.from ?? null,
      window.to ?? null,
      skipWeekends,
    ] as const,
  sprintBurndown: (projectId: string, sprintId: string, skipWeekends: boolean) =>
    ['insights', 'project', projectId, 'sprint-burndown', sprintId, skipWeekends] as const,
  velocity: (projectId: string) => ['insights', 'project', projectId, 'velocity'] as const,
  flow: (projectId: string) => ['insights', 'project', projectId, 'flow'] as const,
  risk: (projectId: string) => ['insights', 'project', projectId, 'risk'] as const,
};

/** Cache keys: everything of one project sits under one prefix, so a write refreshes it all. */
export const resourceKeys = {
  project: (projectId: string) => ['resources', projectId] as const,
  list: (projectId: string) => ['resources', projectId, 'list'] as const,
  allocations: (projectId: string, resourceId: string) =>
    ['resources', projectId, 'allocations', resourceId] as const,
};

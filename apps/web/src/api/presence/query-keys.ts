/** Query key of the presence of everyone who shares a project with the caller (and the caller). */
export const presenceKey = ['presence'] as const;

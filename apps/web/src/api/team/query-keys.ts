/** Query key of everyone who shares a project with the caller (GET /api/team). */
export const teamKey = ['team'] as const;

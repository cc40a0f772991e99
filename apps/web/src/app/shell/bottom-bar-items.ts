/** Which mobile bottom-bar set applies: the project id when inside a project, else null. */
export function projectIdFromPath(pathname: string): string | null {
  const match = /^\/dashboard\/projects\/([^/]+)/.exec(pathname);
  return match ? decodeURIComponent(match[1] ?? '') : null;
}

export type BottomBarKey =
  'dashboard' | 'projects' | 'files' | 'inbox' | 'settings' | 'home' | 'tasks' | 'team' | 'chat';
export type BottomBarItem = { key: BottomBarKey; to: string };

/** The mobile bottom-bar links, outside or inside a project. */
export function bottomBarItems(projectId: string | null): BottomBarItem[] {
  if (!projectId) {
    return [
      { key: 'dashboard', to: '/dashboard' },
      { key: 'projects', to: '/dashboard/projects' },
      { key: 'tasks', to: '/dashboard/tasks' },
      { key: 'files', to: '/dashboard/files' },
      { key: 'inbox', to: '/dashboard/inbox' },
      { key: 'settings', to: '/dashboard/settings' },
    ];
  }
  const base = `/dashboard/projects/${encodeURIComponent(projectId)}`;
  return [
    { key: 'home', to: base },
    { key: 'tasks', to: `${base}/tasks` },
    { key: 'team', to: `${base}/team` },
    { key: 'chat', to: `${base}?tab=chat` },
    { key: 'settings', to: `${base}/advanced` },
  ];
}

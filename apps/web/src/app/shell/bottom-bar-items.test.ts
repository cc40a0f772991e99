import { describe, expect, it } from 'vitest';
import { bottomBarItems, projectIdFromPath } from './bottom-bar-items.ts';

describe('bottom bar', () => {
  it('outside a project: Dashboard, Projects, Tasks, Files, Inbox, Settings', () => {
    expect(projectIdFromPath('/dashboard/inbox')).toBeNull();
    expect(projectIdFromPath('/dashboard/projects')).toBeNull();
    expect(bottomBarItems(null).map((item) => item.to)).toEqual([
      '/dashboard',
      '/dashboard/projects',
      '/dashboard/tasks',
      '/dashboard/files',
      '/dashboard/inbox',
      '/dashboard/settings',
    ]);
  });

  it('inside a project: Home, Tasks, Team, Chat, Settings', () => {
    const id = projectIdFromPath('/dashboard/projects/p-1/team');
    expect(id).toBe('p-1');
    expect(bottomBarItems(id).map((item) => `${item.key} ${item.to}`)).toEqual([
      'home /dashboard/projects/p-1',
      'tasks /dashboard/projects/p-1/tasks',
      'team /dashboard/projects/p-1/team',
      'chat /dashboard/projects/p-1?tab=chat',
      'settings /dashboard/projects/p-1/advanced',
    ]);
  });
});

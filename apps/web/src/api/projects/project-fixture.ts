import type { Project } from './types.ts';

/** A complete project for tests, owned by the fake signed-in user unless overridden. */
export function projectFixture(overrides: Partial<Project> = {}): Project {
  return {
    id: '0b8b5f0e-1111-4c1a-9a55-000000000001',
    title: 'Apollo',
    name: overrides.title ?? 'Apollo',
    description: '',
    status: 'planning',
    due_date: null,
    owner_id: '6f1c1b7e-2a8d-4a53-9a55-2a3c1b1f0a11',
    created_at: '2030-01-01T00:00:00.000Z',
    last_updated: '2030-01-01T00:00:00.000Z',
    progress: 0,
    tasks: { completed: 0, total: 0 },
    billable_by_default: true,
    time_zone: 'UTC',
    stalled_after_days: 7,
    scheduling_mode: 'auto',
    team: [
      {
        id: '6f1c1b7e-2a8d-4a53-9a55-2a3c1b1f0a11',
        name: 'Ada Lovelace',
        avatar: null,
        role: 'owner',
        online: false,
      },
    ],
    role: 'owner',
    can: {
      update: true,
      delete: true,
      invite: true,
      manage_members: true,
      view_invitations: true,
      cancel_invitations: true,
      open_advanced: true,
      create_tasks: true,
      edit_tasks: true,
      comment: true,
      plan_sprints: true,
      plan_milestones: true,
      set_scheduling_mode: true,
    },
    ...overrides,
  };
}

import { fakeUser } from '../test-fakes.ts';
import type { TimeEntry } from './types.ts';

/** A finished, billable hour of the fake signed-in user on task t1 of project p1, for tests. */
export function timeEntryFixture(overrides: Partial<TimeEntry> = {}): TimeEntry {
  return {
    id: 'e1',
    task_id: 't1',
    task_title: 'Write the spec',
    project_id: 'p1',
    user_id: fakeUser.id,
    user_name: fakeUser.name,
    start_time: '2030-01-07T09:00:00.000Z',
    end_time: '2030-01-07T10:00:00.000Z',
    duration_minutes: 60,
    description: '',
    billable: true,
    created: '2030-01-07T10:00:00.000Z',
    updated: '2030-01-07T10:00:00.000Z',
    can: { update: true, delete: true },
    ...overrides,
  };
}

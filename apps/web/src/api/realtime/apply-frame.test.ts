import type { ServerFrame } from '@crewline/shared/realtime/server-frames';
import type { PresenceJson } from '@crewline/shared/contracts/presence';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppearanceJson } from '@crewline/shared/contracts/appearance';
import { appearanceKey } from '../appearance/query-keys.ts';
import { onServerAppearance } from '../appearance/server-appearance.ts';
import { chatKeys } from '../chat/query-keys.ts';
import { fileKeys } from '../files/query-keys.ts';
import { sprintKeys } from '../sprints/query-keys.ts';
import { resourceKeys } from '../resources/query-keys.ts';
import { scheduledMessageKeys } from '../scheduled-messages/query-keys.ts';
import type { ScheduledMessage } from '../scheduled-messages/types.ts';
import { timeEntryKeys } from '../time-entries/query-keys.ts';
import { projectFixture } from '../projects/project-fixture.ts';
import { myInvitationsKey } from '../invitations/query-keys.ts';
import { presenceKey } from '../presence/query-keys.ts';
import { insightKeys } from '../insights/query-keys.ts';
import { milestoneKeys } from '../milestones/query-keys.ts';
import { roadmapKeys } from '../roadmaps/query-keys.ts';
import { scheduleKeys } from '../schedule/query-keys.ts';
import { projectKeys } from '../projects/query-keys.ts';
import type { ActivityEvent, Project } from '../projects/types.ts';
import { taskKeys } from '../tasks/query-keys.ts';
import { teamKey } from '../team/query-keys.ts';
import { taskFixture } from '../tasks/task-fixture.ts';
import type { Task } from '../tasks/types.ts';
import { applyFrame } from './apply-frame.ts';
import { createRealtimeCache, type RealtimeCache } from './realtime-cache.ts';
import { createDeletionLog, type DeletionLog } from './remote-deletions.ts';

const P1 = 'p1';
const P2 = 'p2';
const ME = 'me';

let client: QueryClient;
let cache: RealtimeCache;
let deletions: DeletionLog;

const versions = (tasks_version: number) => ({ tasks_version, card_version: tasks_version });
const board = (projectId: string) => taskKeys.list({ project_id: projectId });
const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

function apply(frame: ServerFrame): void {
  applyFrame(cache, frame);
}

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  deletions = createDeletionLog();
  cache = createRealtimeCache(client, { selfId: () => ME, deletions });
});
afterEach(() => {
  cache.dispose();
  client.clear();
});

describe('task events', () => {
  it('task_created goes into the board and the all-tasks list, not into other boards', () => {
    const task = taskFixture({ id: 'new', project_id: P1 });
    client.setQueryData(board(P1), [taskFixture({ id: 'old' })]);
    client.setQueryData(board(P2), []);
    client.setQueryData(taskKeys.list(), []);
    apply({ type: 'task_created', projectId: P1, task, ...versions(1) });
    expect(client.getQueryData<Task[]>(board(P1))?.map((t) => t.id)).toEqual(['old', 'new']);
    expect(client.getQueryData<Task[]>(taskKeys.list())).toEqual([task]);
    expect(client.getQueryData<Task[]>(board(P2))).toEqual([]);
  });

  it('task_updated replaces the cached copy; an older copy never overwrites a newer one', () => {
    const current = taskFixture({ status: 'done', updated_at: '2025-01-02T00:00:00.000Z' });
    client.setQueryData(board(P1), [current]);
    const older = { ...current, status: 'todo' as const, updated_at: '2025-01-01T00:00:00.000Z' };
    apply({ type: 'task_updated', projectId: P1, task: older, ...versions(1) });
    expect(client.getQueryData<Task[]>(board(P1))?.[0]?.status).toBe('done');
    const newer = { ...current, status: 'in_review' as const, updated_at: '2025-01-03T00:00:00Z' };
    apply({ type: 'task_updated', projectId: P1, task: newer, ...versions(2) });
    expect(client.getQueryData<Task[]>(board(P1))?.[0]?.status).toBe('in_review');
  });

  it('a task frame marks every open timeline stale (a link may cross projects)', () => {
    client.setQueryData(scheduleKeys.timeline(P1), {});
    client.setQueryData(scheduleKeys.timeline(P2), {});
    apply({ type: 'task_updated', projectId: P1, task: taskFixture(), ...versions(1) });
    cache.flush();
    expect(stale(scheduleKeys.timeline(P1))).toBe(true);
    expect(stale(scheduleKeys.timeline(P2))).toBe(true);
  });

  it('task_deleted removes the task everywhere and notes it was deleted by someone else', () => {
    client.setQueryData(board(P1), [taskFixture({ id: 'a' }), taskFixture({ id: 'b' })]);
    client.setQueryData(taskKeys.list(), [taskFixture({ id: 'a' })]);
    apply({ type: 'task_deleted', projectId: P1, task_id: 'a', ...versions(1) });
    expect(client.getQueryData<Task[]>(board(P1))?.map((t) => t.id)).toEqual(['b']);
    expect(client.getQueryData<Task[]>(taskKeys.list())).toEqual([]);
    expect(deletions.has('a')).toBe(true);
  });

  it('the echo of my own delete (already gone from the lists) is not "someone else"', () => {
    client.setQueryData(board(P1), [taskFixture({ id: 'b' })]);
    apply({ type: 'task_deleted', projectId: P1, task_id: 'a', ...versions(1) });
    expect(deletions.has('a')).toBe(false);
  });

  it('a version jump of more than one invalidates that project’s task lists only', () => {
    client.setQueryData(board(P1), []);
    client.setQueryData(board(P2), []);
    client.setQueryData(taskKeys.list(), []);
    apply({ type: 'task_created', projectId: P1, task: taskFixture({ id: 'x' }), ...versions(4) });
    apply({ type: 'task_updated', projectId: P1, task: taskFixture({ id: 'x' }), ...versions(5) });
    expect(stale(board(P1))).toBe(false);
    apply({ type: 'task_deleted', projectId: P1, task_id: 'x', ...versions(7) });
    expect(stale(board(P1))).toBe(true);
    expect(stale(taskKeys.list())).toBe(true);
    expect(stale(board(P2))).toBe(false);
  });

  it('holds an echo while my own write to the task is in flight, then applies it', async () => {
    const mine = taskFixture({ status: 'done', updated_at: '2025-01-02T00:00:00.000Z' });
    client.setQueryData(board(P1), [mine]);
    let resolve: (task: Task) => void = () => undefined;
    const reply = new Promise<Task>((done) => (resolve = done));
    const mutation = client.getMutationCache().build(client, { mutationFn: () => reply });
    const running = mutation.execute({ id: mine.id, input: { status: 'done' } });
    const remote = { ...mine, title: 'Renamed', updated_at: '2025-01-03T00:00:00.000Z' };
    apply({ type: 'task_updated', projectId: P1, task: remote, ...versions(1) });
    expect(client.getQueryData<Task[]>(board(P1))?.[0]?.title).toBe('Write the spec');
    resolve(mine);
    await running;
    expect(client.getQueryData<Task[]>(board(P1))?.[0]?.title).toBe('Renamed');
  });

  it('marks cards, the project and its members stale in one batch', () => {
    client.setQueryData(projectKeys.list(), [projectFixture({ id: P1 })]);
    client.setQueryData(projectKeys.detail(P1), projectFixture({ id: P1 }));
    client.setQueryData(projectKeys.members(P1), []);
    apply({ type: 'task_created', projectId: P1, task: taskFixture(), ...versions(1) });
    expect(stale(projectKeys.list())).toBe(false);
    cache.flush();
    expect(stale(projectKeys.list())).toBe(true);
    expect(stale(projectKeys.detail(P1))).toBe(true);
    expect(stale(projectKeys.members(P1))).toBe(true);
  });

  it('a task made from a message refreshes the conversations’ "View task" chips; others do not', () => {
    const chips = chatKeys.messageTasks('thread-1');
    client.setQueryData(chips, { message_tasks: [] });
    apply({
      type: 'task_created',
      projectId: P1,
      task: taskFixture({ id: 'plain' }),
      ...versions(1),
    });
    cache.flush();
    expect(stale(chips)).toBe(false);
    const fromMessage = taskFixture({ id: 'made', created_from_message_id: 'message-1' });
    apply({ type: 'task_created', projectId: P1, task: fromMessage, ...versions(2) });
    cache.flush();
    expect(stale(chips)).toBe(true);
  });
});

describe('project events', () => {
  it('project_updated replaces the card and the detail in place', () => {
    client.setQueryData(projectKeys.list(), [
      projectFixture({ id: P1 }),
      projectFixture({ id: P2 }),
    ]);
    client.setQueryData(projectKeys.detail(P1), projectFixture({ id: P1 }));
    const project = projectFixture({ id: P1, title: 'Renamed' });
    apply({ type: 'project_updated', projectId: P1, project, ...versions(1) });
    expect(client.getQueryData<Project[]>(projectKeys.list())?.map((p) => p.title)).toEqual([
      'Renamed',
      'Apollo',
    ]);
    expect(client.getQueryData<Project>(projectKeys.detail(P1))?.title).toBe('Renamed');
  });

  it('project_deleted removes the project, its detail, its board and its tasks elsewhere', () => {
    client.setQueryData(projectKeys.list(), [
      projectFixture({ id: P1 }),
      projectFixture({ id: P2 }),
    ]);
    client.setQueryData(projectKeys.detail(P1), projectFixture({ id: P1 }));
    client.setQueryData(projectKeys.members(P1), []);
    client.setQueryData(board(P1), [taskFixture({ id: 'a', project_id: P1 })]);
    client.setQueryData(taskKeys.list(), [
      taskFixture({ id: 'a', project_id: P1 }),
      taskFixture({ id: 'b', project_id: P2 }),
    ]);
    apply({ type: 'project_deleted', projectId: P1 });
    expect(client.getQueryData<Project[]>(projectKeys.list())?.map((p) => p.id)).toEqual([P2]);
    expect(client.getQueryData(projectKeys.detail(P1))).toBeUndefined();
    expect(client.getQueryData(projectKeys.members(P1))).toBeUndefined();
    expect(client.getQueryData(board(P1))).toBeUndefined();
    expect(client.getQueryData<Task[]>(taskKeys.list())?.map((t) => t.id)).toEqual(['b']);
  });
});

describe('member, invitation, activity and presence events', () => {
  it('a removed member refreshes the team; removing me drops the project', () => {
    client.setQueryData(projectKeys.list(), [projectFixture({ id: P1 })]);
    client.setQueryData(projectKeys.members(P1), []);
    apply({ type: 'member_removed', projectId: P1, user_id: 'someone', ...versions(1) });
    cache.flush();
    expect(stale(projectKeys.members(P1))).toBe(true);
    apply({ type: 'member_removed', projectId: P1, user_id: ME, ...versions(1) });
    expect(client.getQueryData<Project[]>(projectKeys.list())).toEqual([]);
  });

  it('invitation_changed refreshes the project’s invitations and mine', () => {
    client.setQueryData(projectKeys.invitations(P1), []);
    client.setQueryData(myInvitationsKey, []);
    apply({ type: 'invitation_changed', projectId: P1, invitation: {} as never });
    cache.flush();
    expect(stale(projectKeys.invitations(P1))).toBe(true);
    expect(stale(myInvitationsKey)).toBe(true);
  });

  it('project_change goes on top of the All feed and its category’s feed, ten at most', () => {
    const event = (id: string, category = 'tasks') =>
      ({ id, project_id: P1, category, action: 'task_created' }) as ActivityEvent;
    const ten = Array.from({ length: 10 }, (_, index) => event(`e${index}`));
    client.setQueryData(projectKeys.activity(P1, 'all'), ten);
    client.setQueryData(projectKeys.activity(P1, 'tasks'), []);
    client.setQueryData(projectKeys.activity(P1, 'members'), []);
    apply({ type: 'project_change', projectId: P1, change: event('new') });
    const all = client.getQueryData<ActivityEvent[]>(projectKeys.activity(P1, 'all'));
    expect(all?.map((e) => e.id)).toEqual(['new', ...ten.slice(0, 9).map((e) => e.id)]);
    expect(client.getQueryData(projectKeys.activity(P1, 'tasks'))).toEqual([event('new')]);
    expect(client.getQueryData(projectKeys.activity(P1, 'members'))).toEqual([]);
  });

  it('presence_update replaces a user’s entry in the presence store', () => {
    const entry = (user_id: string, status: PresenceJson['status']) =>
      ({ user_id, status }) as PresenceJson;
    client.setQueryData(presenceKey, [entry('a', 'offline'), entry('b', 'online')]);
    apply({ type: 'presence_update', presence: entry('a', 'online') });
    expect(client.getQueryData(presenceKey)).toEqual([entry('a', 'online'), entry('b', 'online')]);
  });

  it('resync marks everything realtime-fed stale', () => {
    client.setQueryData(board(P1), []);
    client.setQueryData(projectKeys.list(), []);
    client.setQueryData(presenceKey, []);
    client.setQueryData(['comments', 'project', P1], []);
    client.setQueryData(['project-templates'], []);
    apply({ type: 'resync', reason: 'bus_gap' });
    expect(stale(board(P1))).toBe(true);
    expect(stale(projectKeys.list())).toBe(true);
    expect(stale(presenceKey)).toBe(true);
    expect(stale(['comments', 'project', P1])).toBe(true);
    expect(stale(['project-templates'])).toBe(false);
  });
});

describe('the team page', () => {
  const frames: ServerFrame[] = [
    { type: 'task_created', projectId: P1, task: taskFixture(), ...versions(1) },
    { type: 'task_deleted', projectId: P1, task_id: 'a', ...versions(2) },
    { type: 'member_removed', projectId: P1, user_id: 'someone', ...versions(3) },
    { type: 'member_removed', projectId: P2, user_id: ME, ...versions(1) },
    {
      type: 'project_updated',
      projectId: P1,
      project: projectFixture({ id: P1 }),
      ...versions(4),
    },
    { type: 'project_deleted', projectId: P1 },
    { type: 'resync', reason: 'bus_gap' },
  ];
  it.each(frames.map((frame) => [frame.type, frame] as const))(
    '%s marks the team stale (open tasks, workload, who is in it)',
    (_type, frame) => {
      client.setQueryData(teamKey, []);
      apply(frame);
      cache.flush();
      expect(stale(teamKey)).toBe(true);
    },
  );

  it('a chat or comment frame leaves it alone', () => {
    client.setQueryData(teamKey, []);
    apply({ type: 'comment_deleted', projectId: P1, comment_id: 'c', task_id: 't' });
    cache.flush();
    expect(stale(teamKey)).toBe(false);
  });
});

describe('the insights page', () => {
  it('a task frame marks its project’s charts and the overview stale, not another project’s', () => {
    client.setQueryData(insightKeys.burndown(P1), {});
    client.setQueryData(insightKeys.risk(P1), {});
    client.setQueryData(insightKeys.flow(P2), {});
    client.setQueryData(insightKeys.overview(), {});
    apply({ type: 'task_deleted', projectId: P1, task_id: 'a', ...versions(1) });
    cache.flush();
    expect(stale(insightKeys.burndown(P1))).toBe(true);
    expect(stale(insightKeys.risk(P1))).toBe(true);
    expect(stale(insightKeys.overview())).toBe(true);
    expect(stale(insightKeys.flow(P2))).toBe(false);
  });

  it('sprints_changed marks the project’s charts stale', () => {
    client.setQueryData(insightKeys.velocity(P1), {});
    client.setQueryData(insightKeys.velocity(P2), {});
    apply({ type: 'sprints_changed', projectId: P1, sprint_id: 's1' });
    cache.flush();
    expect(stale(insightKeys.velocity(P1))).toBe(true);
    expect(stale(insightKeys.velocity(P2))).toBe(false);
  });

  it('milestone_deleted marks the project’s charts, its milestones and the roadmaps stale', () => {
    client.setQueryData(insightKeys.burndown(P1), {});
    client.setQueryData(insightKeys.burndown(P2), {});
    client.setQueryData(milestoneKeys.project(P1), []);
    client.setQueryData(milestoneKeys.project(P2), []);
    client.setQueryData(roadmapKeys.all, []);
    client.setQueryData(scheduleKeys.timeline(P1), {});
    client.setQueryData(scheduleKeys.timeline(P2), {});
    apply({ type: 'milestone_deleted', projectId: P1, milestone_id: 'm1' });
    cache.flush();
    expect(stale(scheduleKeys.timeline(P1))).toBe(true);
    expect(stale(scheduleKeys.timeline(P2))).toBe(false);
    expect(stale(insightKeys.burndown(P1))).toBe(true);
    expect(stale(milestoneKeys.project(P1))).toBe(true);
    expect(stale(roadmapKeys.all)).toBe(true);
    expect(stale(insightKeys.burndown(P2))).toBe(false);
    expect(stale(milestoneKeys.project(P2))).toBe(false);
  });
});

describe('time, file and resource events', () => {
  it('time_entries_changed marks every time list, sheet and timer stale, nothing else', () => {
    client.setQueryData(timeEntryKeys.task('t1'), []);
    client.setQueryData(timeEntryKeys.timesheet(P2, '2030-01-07', {}), {});
    client.setQueryData(timeEntryKeys.running(ME), null);
    client.setQueryData(board(P1), []);
    apply({
      type: 'time_entries_changed',
      projectId: P1,
      time_entry_id: 'e1',
      user_id: ME,
      task_id: 't1',
    });
    expect(stale(timeEntryKeys.task('t1'))).toBe(true);
    expect(stale(timeEntryKeys.timesheet(P2, '2030-01-07', {}))).toBe(true);
    expect(stale(timeEntryKeys.running(ME))).toBe(true);
    expect(stale(board(P1))).toBe(false);
  });

  it('files_changed marks every listing and version list stale', () => {
    client.setQueryData(fileKeys.list({ projectId: P1 }), []);
    client.setQueryData(fileKeys.list({ q: 'plan' }), []);
    client.setQueryData(fileKeys.versions('f1'), []);
    client.setQueryData(board(P1), []);
    apply({ type: 'files_changed', projectId: P1, file_id: 'f1' });
    expect(stale(fileKeys.list({ projectId: P1 }))).toBe(true);
    expect(stale(fileKeys.list({ q: 'plan' }))).toBe(true);
    expect(stale(fileKeys.versions('f1'))).toBe(true);
    expect(stale(board(P1))).toBe(false);
  });

  it('project_change no longer reloads files: only files_changed does', () => {
    client.setQueryData(fileKeys.list({ projectId: P1 }), []);
    const change = { id: 'e', project_id: P1, category: 'files', action: 'file_created' };
    apply({ type: 'project_change', projectId: P1, change: change as ActivityEvent });
    expect(stale(fileKeys.list({ projectId: P1 }))).toBe(false);
  });

  it('resources_changed refetches that project’s resources and allocations only', () => {
    client.setQueryData(resourceKeys.list(P1), []);
    client.setQueryData(resourceKeys.allocations(P1, 'r1'), []);
    client.setQueryData(resourceKeys.list(P2), []);
    apply({ type: 'resources_changed', projectId: P1, resource_id: 'r1' });
    expect(stale(resourceKeys.list(P1))).toBe(true);
    expect(stale(resourceKeys.allocations(P1, 'r1'))).toBe(true);
    expect(stale(resourceKeys.list(P2))).toBe(false);
  });

  it('sprints_changed refetches that project’s sprints only', () => {
    client.setQueryData(sprintKeys.project(P1), []);
    client.setQueryData(sprintKeys.project(P2), []);
    apply({ type: 'sprints_changed', projectId: P1, sprint_id: 's1' });
    expect(stale(sprintKeys.project(P1))).toBe(true);
    expect(stale(sprintKeys.project(P2))).toBe(false);
  });

  it('resync marks time, files, resources and scheduled messages stale too', () => {
    client.setQueryData(timeEntryKeys.task('t1'), []);
    client.setQueryData(fileKeys.list({ projectId: P1 }), []);
    client.setQueryData(resourceKeys.list(P1), []);
    client.setQueryData(scheduledMessageKeys.thread('th1'), []);
    apply({ type: 'resync', reason: 'bus_gap' });
    expect(stale(timeEntryKeys.task('t1'))).toBe(true);
    expect(stale(fileKeys.list({ projectId: P1 }))).toBe(true);
    expect(stale(resourceKeys.list(P1))).toBe(true);
    expect(stale(scheduledMessageKeys.thread('th1'))).toBe(true);
  });
});

describe('scheduled message events', () => {
  const scheduled = (id: string, overrides: Partial<ScheduledMessage> = {}): ScheduledMessage => ({
    id,
    thread_id: 'th1',
    content: `Message ${id}`,
    content_type: 'text',
    reply_to_message_id: null,
    attachments: [],
    mentions: [],
    urgent: false,
    scheduled_time: '2030-01-01T10:00:00.000Z',
    status: 'pending',
    attempts: 0,
    last_error: null,
    created_at: '2029-12-31T10:00:00.000Z',
    message_id: null,
    ...overrides,
  });
  const list = (threadId = 'th1') =>
    client.getQueryData<ScheduledMessage[]>(scheduledMessageKeys.thread(threadId));

  it('scheduled_message_update replaces the entry in place, or adds it soonest first', () => {
    const late = scheduled('late', { scheduled_time: '2030-01-02T10:00:00.000Z' });
    client.setQueryData(scheduledMessageKeys.thread('th1'), [scheduled('a'), late]);
    apply({
      type: 'scheduled_message_update',
      scheduled_message: scheduled('a', { status: 'sent', message_id: 'm1' }),
    });
    expect(list()?.map((entry) => [entry.id, entry.status])).toEqual([
      ['a', 'sent'],
      ['late', 'pending'],
    ]);
    apply({
      type: 'scheduled_message_update',
      scheduled_message: scheduled('mid', { scheduled_time: '2030-01-01T12:00:00.000Z' }),
    });
    expect(list()?.map((entry) => entry.id)).toEqual(['a', 'mid', 'late']);
  });

  it('does not create a list nobody has loaded', () => {
    apply({ type: 'scheduled_message_update', scheduled_message: scheduled('a') });
    expect(list()).toBeUndefined();
  });

  it('scheduled_message_deleted drops the entry from whichever list holds it', () => {
    client.setQueryData(scheduledMessageKeys.thread('th1'), [scheduled('a'), scheduled('b')]);
    const other = [scheduled('c', { thread_id: 'th2' })];
    client.setQueryData(scheduledMessageKeys.thread('th2'), other);
    apply({ type: 'scheduled_message_deleted', scheduled_message_id: 'a' });
    expect(list()?.map((entry) => entry.id)).toEqual(['b']);
    expect(list('th2')).toBe(other);
  });
});

describe('appearance events', () => {
  const dark: AppearanceJson = { theme: 'dark', language: 'ru', density: 'compact' };

  it('appearance_updated replaces the loaded settings and tells the appearance sync', () => {
    const heard = vi.fn();
    const off = onServerAppearance(heard);
    client.setQueryData<AppearanceJson>(appearanceKey, {
      theme: 'light',
      language: 'en',
      density: 'comfortable',
    });
    apply({ type: 'appearance_updated', appearance: dark });
    off();
    expect(client.getQueryData(appearanceKey)).toEqual(dark);
    expect(heard).toHaveBeenCalledWith(dark);
  });

  it('does not load the settings when no screen had them', () => {
    apply({ type: 'appearance_updated', appearance: dark });
    expect(client.getQueryData(appearanceKey)).toBeUndefined();
  });
});

import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../test/test-app.ts';
import { signUp, type SignedUpUser } from '../test/factories.ts';
import { addMember, signIn } from '../test/project-factories.ts';
import type { IdRef } from './fuzz-values.ts';
import { kindOfResponse } from './openapi-operations.ts';

/** How many ids of one kind the world remembers (older ones are replaced, memory stays flat). */
const IDS_PER_KIND = 64;

type Role = 'owner' | 'member' | 'outsider';

/**
 * What the fuzzed requests act on: an owner and a member of one project, an outsider with a
 * project of their own ("foreign" ids), and pools of real ids by kind, filled at the start and
 * from every successful response. Requests can revoke sessions, remove members or delete the
 * project; `repair()` puts back whatever stopped working so the run keeps reaching deep.
 */
export class FuzzWorld {
  private users = {} as Record<Role, SignedUpUser>;
  private ids = new Map<string, string[]>();
  private foreign: string[] = [];
  projectId = '';
  /** World rebuilds and re-sign-ins, for the run's summary. */
  repairs = { signIns: 0, rebuilds: 0, members: 0, projects: 0 };
  /** Which operations made the project go (deleted it, or took it from the member). */
  readonly rebuildCauses = new Map<string, number>();

  constructor(private readonly t: TestApp) {}

  token(role: Role): string {
    return this.users[role].access_token;
  }

  /** A real id for a placeholder; a fixed unknown UUID when there is none of that kind yet. */
  resolve(ref: IdRef): string {
    const pool =
      ref.kind === 'foreign'
        ? this.foreign
        : ref.kind === 'any'
          ? [...this.ids.values()].flat()
          : (this.ids.get(ref.kind) ?? []);
    if (pool.length === 0) return `00000000-0000-4000-8000-${String(ref.index).padStart(12, '0')}`;
    return pool[ref.index % pool.length]!;
  }

  remember(kind: string, id: unknown): void {
    if (typeof id !== 'string' || id.length > 100) return;
    const pool = this.ids.get(kind) ?? [];
    if (pool.includes(id)) return;
    if (pool.length >= IDS_PER_KIND) pool[Math.floor(Math.random() * IDS_PER_KIND)] = id;
    else pool.push(id);
    this.ids.set(kind, pool);
  }

  /** Keeps the ids a successful response names, under the kind its path lists. */
  harvest(path: string, res: LightMyRequestResponse): void {
    if (res.statusCode >= 300 || !String(res.headers['content-type']).includes('json')) return;
    if (res.body.length > 200_000) return;
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return;
    }
    const kind = kindOfResponse(path);
    const take = (value: unknown) => {
      if (value && typeof value === 'object' && 'id' in value) this.remember(kind, value.id);
    };
    take(body);
    const lists = Array.isArray(body)
      ? [body]
      : body && typeof body === 'object'
        ? Object.values(body).filter(Array.isArray)
        : [];
    for (const list of lists) for (const item of list.slice(0, 10)) take(item);
  }

  private async call(
    role: Role,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> {
    const res = await this.t.request({
      method,
      url,
      token: this.token(role),
      ...(payload ? { payload } : {}),
    });
    this.harvest(url.replace(/\/[0-9a-f-]{36}/g, '/{id}'), res);
    return res;
  }

  /** Signs up the three callers and builds both projects. */
  async build(): Promise<void> {
    const [owner, member, outsider] = await Promise.all([
      signUp(this.t),
      signUp(this.t),
      signUp(this.t),
    ]);
    this.users = { owner: owner!, member: member!, outsider: outsider! };
    for (const user of [owner, member, outsider]) this.remember('users', user!.user.id);
    await this.buildProject();
    const foreign = await this.seedProject('outsider');
    this.foreign = foreign.filter((id): id is string => typeof id === 'string');
  }

  private async buildProject(): Promise<void> {
    const res = await this.call('owner', 'POST', '/api/projects', {
      name: `Fuzz ${randomUUID().slice(0, 6)}`,
    });
    if (res.statusCode !== 201)
      throw new Error(`fuzz world: project ${res.statusCode} ${res.body}`);
    this.projectId = res.json<{ id: string }>().id;
    await addMember(this.t, this.users.owner, this.projectId, this.users.member);
    await this.seed('owner', this.projectId);
  }

  /** A project of `role`'s own with one of everything; returns the ids made. */
  private async seedProject(role: Role): Promise<unknown[]> {
    const res = await this.t.request({
      method: 'POST',
      url: '/api/projects',
      token: this.token(role),
      payload: { name: 'Elsewhere' },
    });
    const id = res.statusCode === 201 ? res.json<{ id: string }>().id : undefined;
    return id ? [id, ...(await this.seed(role, id, false))] : [];
  }

  /** One sprint, milestone, task, thread, message, comment, file, time entry and resource in a project. */
  private async seed(role: Role, projectId: string, keep = true): Promise<unknown[]> {
    const made: unknown[] = [];
    const create = async (url: string, payload: object) => {
      const res = keep
        ? await this.call(role, 'POST', url, payload)
        : await this.t.request({ method: 'POST', url, token: this.token(role), payload });
      const id = res.statusCode < 300 ? (res.json<{ id?: unknown }>().id ?? undefined) : undefined;
      made.push(id);
      return typeof id === 'string' ? id : '';
    };
    const sprint = await create(`/api/projects/${projectId}/sprints`, {
      name: 'Fuzz sprint',
      start_date: '2030-01-01',
      end_date: '2030-01-14',
    });
    const milestone = await create(`/api/projects/${projectId}/milestones`, {
      name: 'Fuzz milestone',
      start_date: '2030-01-01',
      due_date: '2030-02-01',
    });
    const task = await create(`/api/projects/${projectId}/tasks`, {
      title: 'Fuzz task',
      ...(sprint ? { sprint_id: sprint, estimate: 2 } : {}),
      ...(milestone ? { milestone_id: milestone } : {}),
    });
    const thread = await create('/api/threads', {
      title: 'Fuzz thread',
      context_type: 'project',
      context_id: projectId,
    });
    if (thread) {
      await create('/api/messages', { thread_id: thread, content: 'hello', content_type: 'text' });
    }
    if (task) await create(`/api/tasks/${task}/comments`, { text: 'a comment' });
    await create('/api/files', { name: 'Folder', project_id: projectId, file_type: 'folder' });
    await create('/api/time-entries', {
      project_id: projectId,
      ...(task ? { task_id: task } : {}),
      start_time: '2024-05-01T09:00:00Z',
      end_time: '2024-05-01T10:00:00Z',
    });
    await create('/api/resources', { project_id: projectId, name: 'Fuzz resource', type: 'room' });
    return made;
  }

  /**
   * Puts the world back after requests broke it: a caller whose token no longer works signs in
   * again (or a fresh set of callers is made if that fails too), and a project the member can no
   * longer see is rebuilt.
   */
  /** Signs `role` in again: its session may have been ended while its token still reads fine. */
  async renew(role: Role): Promise<void> {
    this.users[role] = await signIn(this.t, this.users[role]);
    this.repairs.signIns += 1;
  }

  async repair(cause = 'periodic check'): Promise<void> {
    for (const role of ['owner', 'member', 'outsider'] as const) {
      const me = await this.t.request({
        method: 'GET',
        url: '/api/users/me',
        token: this.token(role),
      });
      if (me.statusCode === 200) continue;
      try {
        this.users[role] = await signIn(this.t, this.users[role]);
        this.repairs.signIns += 1;
      } catch {
        this.repairs.rebuilds += 1;
        await this.build();
        return;
      }
    }
    const seen = await this.t.request({
      method: 'GET',
      url: `/api/projects/${this.projectId}`,
      token: this.token('member'),
    });
    if (seen.statusCode === 200) return;
    // Removed from the project (it still stands for its owner): added back.
    try {
      await addMember(this.t, this.users.owner, this.projectId, this.users.member);
      this.repairs.members += 1;
      return;
    } catch {
      // The project is gone (or the owner cannot add anyone any more): a new one.
    }
    this.repairs.projects += 1;
    this.rebuildCauses.set(cause, (this.rebuildCauses.get(cause) ?? 0) + 1);
    await this.buildProject();
  }
}

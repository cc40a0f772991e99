import { describe, expect, inject, it } from 'vitest';
import type { RoadmapJson } from '@crewline/shared/contracts/roadmaps';
import { signUp } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { createTask, taskCall as call } from '../../test/task-test-helpers.ts';
import { connect } from '../../test/test-socket.ts';
import { twoTestApps } from '../../test/two-test-apps.ts';

const databaseUrl = inject('databaseUrl');

/**
 * Planning across two app processes on one PostgreSQL: a link made on one is seen by the cycle
 * check of the other; a schedule applied on one moves the dependent in a tab connected to the
 * other; a roadmap changed on one is announced there and read fresh from the other.
 */
describe.skipIf(!databaseUrl)('planning across two processes on one PostgreSQL', () => {
  const apps = twoTestApps();

  it('checks cycles against links made on the other process', async () => {
    const owner = await signUp(apps.a);
    const projectId = (await createProject(apps.a, owner)).id;
    const first = await createTask(apps.a, owner, projectId, { title: 'First' });
    const second = await createTask(apps.a, owner, projectId, { title: 'Second' });
    const linked = await call(apps.a, owner, 'POST', `/api/tasks/${first.id}/dependencies`, {
      blocks_task_id: second.id,
    });
    expect(linked.statusCode, linked.body).toBe(201);
    const back = await call(apps.b, owner, 'POST', `/api/tasks/${second.id}/dependencies`, {
      blocks_task_id: first.id,
    });
    expect(back.statusCode).toBe(422);
    expect(back.json().message).toBe('This link would make a cycle: First → Second → First');
  });

  it('moves a dependent applied on one process in a tab on the other', async () => {
    const owner = await signUp(apps.a);
    const member = await signUp(apps.a);
    const projectId = (await createProject(apps.a, owner)).id;
    await addMember(apps.a, owner, projectId, member, 'member');
    const design = await createTask(apps.a, owner, projectId, {
      title: 'Design',
      start_date: '2030-01-01',
      due_date: '2030-01-02',
    });
    const build = await createTask(apps.a, owner, projectId, {
      title: 'Build',
      start_date: '2030-01-03',
      due_date: '2030-01-04',
    });
    await call(apps.a, owner, 'POST', `/api/tasks/${design.id}/dependencies`, {
      blocks_task_id: build.id,
    });
    const tab = await connect(apps.b, member.access_token);
    try {
      const applied = await call(
        apps.a,
        owner,
        'POST',
        `/api/projects/${projectId}/schedule/apply`,
        {
          task_id: design.id,
          start_date: '2030-01-02',
          due_date: '2030-01-03',
        },
      );
      expect(applied.statusCode, applied.body).toBe(200);
      const moved = new Map<string, { start_date: string | null }>();
      while (moved.size < 2) {
        const frame = await tab.next('task_updated');
        moved.set(frame.task.id, frame.task);
      }
      expect(moved.get(build.id)).toMatchObject({ start_date: '2030-01-04' });
      const timeline = await call(apps.b, member, 'GET', `/api/projects/${projectId}/timeline`);
      expect(
        timeline
          .json<{ tasks: { id: string; start_date: string }[] }>()
          .tasks.find((task) => task.id === build.id),
      ).toMatchObject({ start_date: '2030-01-04' });
    } finally {
      tab.close();
    }
  });

  it('announces a shared roadmap changed on one process to a tab on the other, and reads it fresh there', async () => {
    const owner = await signUp(apps.a);
    const member = await signUp(apps.a);
    const projectId = (await createProject(apps.a, owner)).id;
    await addMember(apps.a, owner, projectId, member, 'member');
    const milestone = await call(apps.a, owner, 'POST', `/api/projects/${projectId}/milestones`, {
      name: 'Beta',
      start_date: '2030-01-01',
      due_date: '2030-02-01',
    });
    const created = await call(apps.a, owner, 'POST', '/api/roadmaps', {
      title: 'Plan',
      visibility: 'members',
      milestone_ids: [milestone.json<{ id: string }>().id],
    });
    const roadmap = created.json<RoadmapJson>();
    const tab = await connect(apps.b, member.access_token);
    try {
      await call(apps.a, owner, 'PUT', `/api/roadmaps/${roadmap.id}`, { title: 'Plan B' });
      expect(await tab.next('roadmaps_changed')).toEqual({
        type: 'roadmaps_changed',
        roadmap_id: roadmap.id,
      });
      const read = await call(apps.b, member, 'GET', `/api/roadmaps/${roadmap.id}`);
      expect(read.json<RoadmapJson>()).toMatchObject({ title: 'Plan B', can_edit: false });
    } finally {
      tab.close();
    }
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../api/projects/types.ts';
import type { FakeReply } from '../../api/test-fakes.ts';
import { SprintsTab } from '../../pages/project/sprints-tab.tsx';
import { renderWithApp } from '../../test/render-with-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const PROJECT = '0b8b5f0e-1111-4c1a-9a55-000000000001';
const S1 = '5b5b5b5b-0000-4000-8000-000000000001';
const S2 = '5b5b5b5b-0000-4000-8000-000000000002';
const S0 = '5b5b5b5b-0000-4000-8000-000000000000';
const CAN = { update: true, delete: true, close: true };

const sprint = (id: string, name: string, start: string, end: string, closed = false) => ({
  id,
  project_id: PROJECT,
  name,
  goal: `${name} goal`,
  start_date: start,
  end_date: end,
  closed_at: closed ? '2030-01-01T00:00:00Z' : null,
  created_at: '2029-12-01T00:00:00Z',
  created_by: null,
  can: CAN,
});

function setup(
  planner: boolean,
  handlers: { post?: () => FakeReply; close?: (body: unknown) => FakeReply } = {},
) {
  vi.useFakeTimers({ now: new Date('2030-01-09T12:00:00Z'), toFake: ['Date'] });
  const project = {
    id: PROJECT,
    role: planner ? 'manager' : 'member',
    can: { plan_sprints: planner },
  };
  return renderWithApp(<SprintsTab project={project as unknown as Project} />, {
    path: '/',
    url: '/',
    routes: (server) => {
      server.on(`GET /api/projects/${PROJECT}/sprints`, () => ({
        status: 200,
        body: [
          sprint(S0, 'Old sprint', '2029-12-01', '2029-12-14', true),
          sprint(S1, 'Sprint 1', '2030-01-06', '2030-01-19'),
          sprint(S2, 'Sprint 2', '2030-01-20', '2030-02-02'),
        ].map((s) => (planner ? s : { ...s, can: { update: false, delete: false, close: false } })),
      }));
      server.on(`GET /api/projects/${PROJECT}/tasks`, () => ({
        status: 200,
        body: [
          { id: 't1', sprint_id: S1, status: 'done' },
          { id: 't2', sprint_id: S1, status: 'todo' },
          { id: 't3', sprint_id: S1, status: 'in_progress' },
          { id: 't4', sprint_id: null, status: 'done' },
        ],
      }));
      if (handlers.post) server.on(`POST /api/projects/${PROJECT}/sprints`, handlers.post);
      if (handlers.close) {
        const close = handlers.close;
        server.on(`POST /api/sprints/${S1}/close`, (call) => close(call.body));
      }
    },
  });
}

describe('SprintsTab', () => {
  it('lists open sprints first with dates and the active sprint’s progress', async () => {
    setup(false);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Sprint 1',
      'Sprint 2',
      'Old sprint',
    ]);
    expect(items[0]!.textContent).toContain('Jan 6, 2030 – Jan 19, 2030');
    expect(items[0]!.textContent).toContain('Active');
    await waitFor(() => expect(items[0]!.textContent).toContain('1 of 3 tasks done'));
    expect(within(items[0]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(items[1]!.textContent).not.toContain('tasks done');
    expect(items[2]!.textContent).toContain('Closed');
    // A reader gets no planning controls.
    expect(screen.queryByRole('button', { name: /^New sprint/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Close sprint/ })).toBeNull();
  });

  it('creates a sprint and shows the server’s overlap message', async () => {
    const post = vi
      .fn<() => FakeReply>()
      .mockReturnValueOnce({
        status: 422,
        body: {
          error: 'VALIDATION_ERROR',
          message: 'Open sprints of a project may not overlap',
          detail: [
            { loc: ['body', 'start_date'], msg: 'Open sprints of a project may not overlap' },
          ],
        },
      })
      .mockReturnValueOnce({
        status: 201,
        body: sprint(S2, 'Sprint 3', '2030-02-03', '2030-02-16'),
      });
    const { server } = setup(true, { post });
    await userEvent.click(await screen.findByRole('button', { name: /^New sprint/ }));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Sprint 3');
    await userEvent.type(screen.getByLabelText(/^Goal/), 'Ship it');
    await userEvent.type(screen.getByLabelText(/^Start date/), '2030-01-10');
    await userEvent.type(screen.getByLabelText(/^End date/), '2030-01-12');
    await userEvent.click(screen.getByRole('button', { name: /^Save sprint/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Open sprints of a project may not overlap',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Save sprint/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Save sprint/ })).toBeNull());
    const posts = server.calls.filter((c) => c.method === 'POST');
    expect(posts.at(-1)!.body).toEqual({
      name: 'Sprint 3',
      goal: 'Ship it',
      start_date: '2030-01-10',
      end_date: '2030-01-12',
    });
  });

  it('closes a sprint, moving unfinished tasks where the dialog says', async () => {
    const close = vi.fn((_body: unknown) => ({
      status: 200,
      body: {
        sprint: sprint(S1, 'Sprint 1', '2030-01-06', '2030-01-19', true),
        moved_task_ids: [],
        moved_to: S2,
      },
    }));
    setup(true, { close });
    await userEvent.click(await screen.findByRole('button', { name: /^Close sprint Sprint 1/ }));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByLabelText(/^Move unfinished tasks to/);
    // Only the other open sprint is offered, besides the backlog.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Backlog (no sprint)', 'Sprint 2']);
    await userEvent.selectOptions(select, S2);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Close sprint/ }));
    await waitFor(() => expect(close).toHaveBeenCalledWith({ move_open_to: S2 }));
  });

  it('closing into the backlog sends null, and a 409 shows the server’s message', async () => {
    const close = vi.fn((_body: unknown) => ({
      status: 409,
      body: { error: 'CONFLICT', message: 'This sprint is already closed' },
    }));
    setup(true, { close });
    await userEvent.click(await screen.findByRole('button', { name: /^Close sprint Sprint 1/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Close sprint/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This sprint is already closed',
    );
    expect(close).toHaveBeenCalledWith({ move_open_to: null });
  });

  it('deletes a sprint only after the confirmation', async () => {
    const { server } = setup(true);
    server.on(`DELETE /api/sprints/${S2}`, () => ({ status: 204 }));
    await userEvent.click(await screen.findByRole('button', { name: /^Delete Sprint 2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this sprint?' });
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Delete sprint/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/sprints/${S2}`,
    ]);
  });
});

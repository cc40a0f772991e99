import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../api/projects/types.ts';
import type { FakeReply } from '../../api/test-fakes.ts';
import { MilestonesTab } from '../../pages/project/milestones-tab.tsx';
import { renderWithApp } from '../../test/render-with-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PROJECT = '0b8b5f0e-1111-4c1a-9a55-000000000001';
const M1 = '6c6c6c6c-0000-4000-8000-000000000001';
const M2 = '6c6c6c6c-0000-4000-8000-000000000002';

const milestone = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  project_id: PROJECT,
  name,
  description: `${name} notes`,
  start_date: '2030-01-06',
  due_date: '2030-01-19',
  status: 'on_track',
  status_overridden: false,
  status_reason: null,
  computed_status: 'on_track',
  progress: 33,
  progress_basis: 'tasks',
  task_count: 3,
  done_count: 1,
  created_at: '2029-12-01T00:00:00Z',
  updated_at: '2029-12-01T00:00:00Z',
  can: { update: true, delete: true },
  ...extra,
});

function setup(planner: boolean, post?: (body: unknown) => FakeReply) {
  const project = { id: PROJECT, can: { plan_milestones: planner } };
  return renderWithApp(<MilestonesTab project={project as unknown as Project} />, {
    path: '/',
    url: '/',
    routes: (server) => {
      server.on(`GET /api/projects/${PROJECT}/milestones`, () => ({
        status: 200,
        body: [
          milestone(M1, 'Beta'),
          milestone(M2, 'Launch', {
            status: 'at_risk',
            status_overridden: true,
            status_reason: 'Vendor late',
            progress: 0,
            task_count: 0,
            done_count: 0,
          }),
        ].map((m) => (planner ? m : { ...m, can: { update: false, delete: false } })),
      }));
      if (post) server.on(`POST /api/projects/${PROJECT}/milestones`, (call) => post(call.body));
    },
  });
}

describe('MilestonesTab', () => {
  it('lists milestones with status, override reason, progress and days', async () => {
    setup(false);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Beta',
      'Launch',
    ]);
    expect(items[0]!.textContent).toContain('On Track');
    expect(items[0]!.textContent).toContain('Jan 6, 2030 – Jan 19, 2030');
    expect(items[0]!.textContent).toContain('33%');
    expect(items[0]!.textContent).toContain('1 of 3 tasks done');
    expect(items[0]!.textContent).toContain('Beta notes');
    expect(within(items[0]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(items[1]!.textContent).toContain('At Risk');
    expect(items[1]!.textContent).toContain('(set by hand: Vendor late)');
    expect(items[0]!.textContent).not.toContain('set by hand');
    expect(screen.queryByRole('button', { name: /^New milestone/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('creates a milestone with an override and shows the server’s refusal', async () => {
    const post = vi
      .fn<(body: unknown) => FakeReply>()
      .mockReturnValueOnce({
        status: 422,
        body: {
          error: 'VALIDATION_ERROR',
          message: 'A reason is required to override the status',
          detail: [
            {
              loc: ['body', 'status_override', 'reason'],
              msg: 'A reason is required to override the status',
            },
          ],
        },
      })
      .mockReturnValueOnce({ status: 201, body: milestone(M2, 'GA') });
    setup(true, post);
    await userEvent.click(await screen.findByRole('button', { name: /^New milestone/ }));
    await userEvent.type(screen.getByLabelText(/^Name/), 'GA');
    await userEvent.type(screen.getByLabelText(/^Start date/), '2030-02-01');
    await userEvent.type(screen.getByLabelText(/^Due date/), '2030-02-20');
    await userEvent.selectOptions(screen.getByLabelText(/^Status override/), 'delayed');
    await userEvent.click(screen.getByRole('button', { name: /^Save milestone/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'A reason is required to override the status',
    );
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Blocked upstream');
    await userEvent.click(screen.getByRole('button', { name: /^Save milestone/ }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Save milestone/ })).toBeNull(),
    );
    expect(post.mock.calls.at(-1)![0]).toEqual({
      name: 'GA',
      description: '',
      start_date: '2030-02-01',
      due_date: '2030-02-20',
      status_override: { status: 'delayed', reason: 'Blocked upstream' },
    });
  });

  it('edits a milestone, clearing its override with null', async () => {
    const { server } = setup(true);
    const put = vi.fn((_body: unknown) => ({ status: 200, body: milestone(M2, 'Launch') }));
    server.on(`PUT /api/milestones/${M2}`, (call) => put(call.body));
    await userEvent.click(await screen.findByRole('button', { name: /^Edit Launch/ }));
    expect((screen.getByLabelText(/^Reason/) as HTMLInputElement).value).toBe('Vendor late');
    await userEvent.selectOptions(screen.getByLabelText(/^Status override/), '');
    await userEvent.click(screen.getByRole('button', { name: /^Save milestone/ }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]![0]).toMatchObject({ name: 'Launch', status_override: null });
  });

  it('deletes a milestone only after the confirmation', async () => {
    const { server } = setup(true);
    server.on(`DELETE /api/milestones/${M1}`, () => ({ status: 204 }));
    await userEvent.click(await screen.findByRole('button', { name: /^Delete Beta/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this milestone?' });
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Delete milestone/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/milestones/${M1}`,
    ]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { TaskFormDialog } from './task-form-dialog.tsx';
import type { TaskFormValues } from './task-form-state.ts';

afterEach(() => vi.unstubAllGlobals());

const apollo = projectFixture({ id: '0b8b5f0e-1111-4c1a-9a55-000000000001', title: 'Apollo' });
const gemini = projectFixture({ id: '0b8b5f0e-1111-4c1a-9a55-000000000002', title: 'Gemini' });
const observed = projectFixture({
  id: '0b8b5f0e-1111-4c1a-9a55-000000000003',
  title: 'Watched',
  can: { ...apollo.can, create_tasks: false, edit_tasks: false },
});
const memberId = '6f1c1b7e-2a8d-4a53-9a55-2a3c1b1f0a22';
const members = [{ id: memberId, user_id: memberId, name: 'Grace Hopper', role: 'member' }];

type Server = ReturnType<typeof renderWithApp>['server'];

function setup(
  props: { task?: ReturnType<typeof taskFixture>; preset?: Partial<TaskFormValues> } = {},
  routes: (server: Server) => void = () => undefined,
) {
  const onOpenChange = vi.fn();
  const view = renderWithApp(
    <TaskFormDialog
      open
      onOpenChange={onOpenChange}
      projects={[apollo, gemini, observed]}
      {...props}
    />,
    {
      path: '/dashboard/tasks',
      url: '/dashboard/tasks',
      routes: (server) => {
        for (const project of [apollo, gemini]) {
          server.on(`GET /api/projects/${project.id}/members`, () => ({
            status: 200,
            body: members,
          }));
        }
        routes(server);
      },
    },
  );
  return { ...view, onOpenChange };
}

const writes = (server: Server, method: string) =>
  server.calls.filter((call) => call.method === method);

describe('TaskFormDialog', { timeout: 15_000 }, () => {
  it('shows the three sections and keeps Create Task disabled until the title has text', async () => {
    const user = userEvent.setup();
    setup();
    expect(screen.getByRole('dialog', { name: 'Create New Task' })).toBeInTheDocument();
    for (const section of ['Task Details', 'Project & Status', 'Priority & Timing']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    const create = screen.getByRole('button', { name: 'Create Task' });
    expect(create).toBeDisabled();
    await user.type(screen.getByLabelText('Title'), '   ');
    expect(create).toBeDisabled();
    await user.type(screen.getByLabelText('Title'), 'Launch');
    expect(create).toBeEnabled();
  });

  it('requires a project ("Select a project") and sends nothing without one', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    expect(screen.getByLabelText('Project')).toHaveValue('');
    // Only projects where the caller may create tasks are offered.
    expect(screen.queryByRole('option', { name: 'Watched' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Launch');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Select a project');
    expect(screen.getByLabelText('Project')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(server, 'POST')).toHaveLength(0);
  });

  it('creates with the trimmed title, the preset status, the date as ISO and no empty assignee', async () => {
    const user = userEvent.setup();
    const { server, onOpenChange } = setup(
      { preset: { projectId: apollo.id, status: 'in_review' } },
      (s) => s.on('POST /api/tasks', () => ({ status: 201, body: taskFixture({ id: 'new' }) })),
    );
    expect(screen.getByLabelText('Status')).toHaveValue('in_review');
    await user.type(screen.getByLabelText('Title'), '  Launch  ');
    await user.selectOptions(screen.getByLabelText('Priority'), 'high');
    await user.type(screen.getByLabelText('Due date'), '2030-05-17');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes(server, 'POST')[0]?.body).toEqual({
      title: 'Launch',
      project_id: apollo.id,
      status: 'in_review',
      priority: 'high',
      due_date: '2030-05-17T00:00:00.000Z',
    });
  });

  it('sends the chosen assignee on create', async () => {
    const user = userEvent.setup();
    const { server } = setup({ preset: { projectId: apollo.id } }, (s) =>
      s.on('POST /api/tasks', () => ({ status: 201, body: taskFixture() })),
    );
    await user.type(screen.getByLabelText('Title'), 'Launch');
    await user.selectOptions(
      screen.getByLabelText('Assignee'),
      await screen.findByRole('option', { name: 'Grace Hopper' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await waitFor(() => expect(writes(server, 'POST')).toHaveLength(1));
    expect(writes(server, 'POST')[0]?.body).toMatchObject({ assignee_id: memberId });
  });

  it.each([
    [400, 'Invalid task data. Please check all fields are filled correctly.'],
    [404, 'Task creation endpoint not found. Please contact support.'],
    [422, 'Task validation failed. Please check the required fields.'],
    [500, 'Server error. Please try again later.'],
  ])('shows the spec text for a %i on create', async (status, text) => {
    const user = userEvent.setup();
    setup({ preset: { projectId: apollo.id } }, (s) =>
      s.on('POST /api/tasks', () => ({ status, body: { error: 'X', message: 'nope' } })),
    );
    await user.type(screen.getByLabelText('Title'), 'Launch');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('edits: the project is locked, an emptied assignee and date are sent as null', async () => {
    const user = userEvent.setup();
    const task = taskFixture({
      id: 't9',
      project_id: apollo.id,
      title: 'Old',
      due_date: '2030-05-17T00:00:00.000Z',
      assignee_id: memberId,
      assignee: { id: memberId, name: 'Grace Hopper', avatar: null },
    });
    const { server, onOpenChange } = setup({ task }, (s) =>
      s.on('PUT /api/tasks/t9', () => ({ status: 200, body: task })),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Task' })).toBeInTheDocument();
    expect(screen.getByLabelText('Project')).toBeDisabled();
    expect(screen.getByLabelText('Due date')).toHaveValue('2030-05-17');
    expect(screen.getByLabelText('Assignee')).toHaveValue(memberId);
    await user.selectOptions(screen.getByLabelText('Assignee'), '');
    await user.clear(screen.getByLabelText('Due date'));
    await user.click(screen.getByRole('button', { name: 'Update Task' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes(server, 'PUT')[0]?.body).toMatchObject({
      title: 'Old',
      assignee_id: null,
      due_date: null,
    });
  });

  const SPRINT = '5b5b5b5b-0000-4000-8000-000000000001';
  const CLOSED = '5b5b5b5b-0000-4000-8000-000000000002';
  const sprintsRoute = (s: Server) =>
    s.on(`GET /api/projects/${apollo.id}/sprints`, () => ({
      status: 200,
      body: [
        { id: CLOSED, name: 'Old sprint', closed_at: '2030-01-01T00:00:00Z' },
        { id: SPRINT, name: 'Sprint 7', closed_at: null },
      ],
    }));

  it('creates with the chosen open sprint and an estimate in points', async () => {
    const user = userEvent.setup();
    const { server } = setup({ preset: { projectId: apollo.id } }, (s) => {
      sprintsRoute(s);
      s.on('POST /api/tasks', () => ({ status: 201, body: taskFixture() }));
    });
    await user.type(screen.getByLabelText('Title'), 'Launch');
    const sprint = screen.getByLabelText(/^Sprint/);
    await screen.findByRole('option', { name: 'Sprint 7' });
    // A closed sprint takes no new tasks.
    expect(screen.queryByRole('option', { name: 'Old sprint' })).not.toBeInTheDocument();
    await user.selectOptions(sprint, SPRINT);
    await user.type(screen.getByLabelText(/^Estimate \(points\)/), '2.5');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await waitFor(() => expect(writes(server, 'POST')).toHaveLength(1));
    expect(writes(server, 'POST')[0]?.body).toMatchObject({ sprint_id: SPRINT, estimate: 2.5 });
  });

  it('edits: "No sprint" and an emptied estimate are sent as null', async () => {
    const user = userEvent.setup();
    const task = taskFixture({ id: 't8', project_id: apollo.id, sprint_id: SPRINT, estimate: 3 });
    const { server, onOpenChange } = setup({ task }, (s) => {
      sprintsRoute(s);
      s.on('PUT /api/tasks/t8', () => ({ status: 200, body: task }));
    });
    await screen.findByRole('option', { name: 'Sprint 7' });
    expect(screen.getByLabelText(/^Sprint/)).toHaveValue(SPRINT);
    expect(screen.getByLabelText(/^Estimate/)).toHaveValue(3);
    await user.selectOptions(screen.getByLabelText(/^Sprint/), '');
    await user.clear(screen.getByLabelText(/^Estimate/));
    await user.click(screen.getByRole('button', { name: 'Update Task' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes(server, 'PUT')[0]?.body).toMatchObject({ sprint_id: null, estimate: null });
  });

  it('edits: a start date and a milestone of the project are sent', async () => {
    const user = userEvent.setup();
    const M = '6c6c6c6c-0000-4000-8000-000000000001';
    const task = taskFixture({ id: 't9', project_id: apollo.id });
    const { server, onOpenChange } = setup({ task }, (s) => {
      sprintsRoute(s);
      s.on(`GET /api/projects/${apollo.id}/milestones`, () => ({
        status: 200,
        body: [{ id: M, name: 'Beta', project_id: apollo.id }],
      }));
      s.on('PUT /api/tasks/t9', () => ({ status: 200, body: task }));
    });
    await screen.findByRole('option', { name: 'Beta' });
    expect(screen.getByLabelText(/^Milestone/)).toHaveValue('');
    await user.selectOptions(screen.getByLabelText(/^Milestone/), M);
    await user.type(screen.getByLabelText(/^Start date/), '2030-01-06');
    await user.click(screen.getByRole('button', { name: 'Update Task' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(writes(server, 'PUT')[0]?.body).toMatchObject({
      start_date: '2030-01-06',
      milestone_id: M,
    });
  });

  it.each(['the X', 'Escape'])('starts empty again after being closed with %s', async (how) => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Reopen
          </button>
          <TaskFormDialog open={open} onOpenChange={setOpen} projects={[apollo]} />
        </>
      );
    }
    renderWithApp(<Harness />, { path: '/dashboard/tasks', url: '/dashboard/tasks' });
    await user.type(await screen.findByLabelText('Title'), 'Half typed');
    await user.selectOptions(screen.getByLabelText('Priority'), 'low');
    if (how === 'Escape') await user.keyboard('{Escape}');
    else await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Priority')).toHaveValue('medium');
  });
});

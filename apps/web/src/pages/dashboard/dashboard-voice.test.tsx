import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { sayNext } from '../../features/voice/voice-task-preview-fake-button.tsx';
import { DashboardPage } from './dashboard-page.tsx';

// The recorder, upload and transcription are tested with the button itself; here the button
// only hands over a transcript.
vi.mock(
  '../../features/voice/voice-record-button.tsx',
  () => import('../../features/voice/voice-task-preview-fake-button.tsx'),
);

// Wednesday 15 May 2030.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-05-15T10:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const watched = projectFixture({
  id: '0b8b5f0e-1111-4c1a-9a55-000000000009',
  title: 'Watched',
  can: { ...projectFixture().can, create_tasks: false },
});
const apollo = projectFixture({ id: '0b8b5f0e-1111-4c1a-9a55-000000000001', title: 'Apollo' });
const gemini = projectFixture({ id: '0b8b5f0e-1111-4c1a-9a55-000000000002', title: 'Gemini' });
const sarah = {
  id: '6f1c1b7e-2a8d-4a53-9a55-00000000aaa1',
  user_id: '6f1c1b7e-2a8d-4a53-9a55-00000000aaa1',
  name: 'Sarah Connor',
  user_name: 'Sarah Connor',
  email: 'sarah@example.com',
  avatar: null,
  initials: 'SC',
  role: 'member',
  is_owner: false,
  joined_at: '2030-01-01T00:00:00.000Z',
  online: false,
  assigned_tasks: 0,
};

function renderDashboard(projects = [watched, apollo, gemini]) {
  return renderWithApp(<DashboardPage />, {
    path: '/dashboard',
    url: '/dashboard',
    routes: (server) => {
      server.on('GET /api/projects', () => ({ status: 200, body: projects }));
      server.on('GET /api/tasks', () => ({ status: 200, body: [] }));
      server.on(`GET /api/projects/${apollo.id}/members`, () => ({ status: 200, body: [sarah] }));
      server.on(`GET /api/projects/${apollo.id}/tasks`, () => ({ status: 200, body: [] }));
      server.on('POST /api/tasks', (call) => ({
        status: 201,
        body: taskFixture({
          ...(call.body as object),
          id: 'voice-task',
          assignee: { id: sarah.id, name: sarah.name, avatar: null },
        }),
      }));
    },
  });
}

describe('Dashboard voice button', { timeout: 15_000 }, () => {
  it('opens the Voice Task Preview on the first recent project and creates the task it shows', async () => {
    const user = userEvent.setup();
    const { server } = renderDashboard();
    sayNext('Urgent: prepare the launch checklist by Friday, assign to Sarah');
    await user.click(await screen.findByRole('button', { name: 'Create task by voice' }));

    const dialog = screen.getByRole('dialog', { name: 'Voice Task Preview' });
    expect(within(dialog).getByLabelText('Project')).toHaveValue(apollo.id);
    expect(within(dialog).getByLabelText('Priority')).toHaveValue('high');
    expect(within(dialog).getByLabelText('Due date')).toHaveValue('2030-05-17');
    await waitFor(() => expect(within(dialog).getByLabelText('Assignee')).toHaveValue(sarah.id));
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Voice Task Preview' })).not.toBeInTheDocument(),
    );
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      project_id: apollo.id,
      priority: 'high',
      due_date: '2030-05-17T00:00:00.000Z',
      assignee_id: sarah.id,
    });
    // The created task is written into the dashboard's cached lists: Tasks Due First shows it.
    expect(
      await screen.findByText('Urgent: prepare the launch checklist by Friday, assign to Sarah'),
    ).toBeInTheDocument();
  });

  it('opens the preview with the fallback title when nothing was heard', async () => {
    const user = userEvent.setup();
    renderDashboard();
    sayNext('');
    await user.click(await screen.findByRole('button', { name: 'Create task by voice' }));
    const dialog = screen.getByRole('dialog', { name: 'Voice Task Preview' });
    expect(within(dialog).getByText('No speech detected in recording')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue(
      'Create new task (no speech detected - using fallback)',
    );
  });

  it('offers typing instead in the create dialog, on the same default project', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Type instead' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Task' });
    expect(within(dialog).getByLabelText('Project')).toHaveValue(apollo.id);
  });

  it('shows no voice button when no project can take tasks', async () => {
    renderDashboard([watched]);
    expect(await screen.findByRole('link', { name: 'Watched' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create task by voice' })).not.toBeInTheDocument();
  });
});

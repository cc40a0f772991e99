import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { sayNext } from '../../features/voice/voice-task-preview-fake-button.tsx';
import { TasksPage } from './tasks-page.tsx';

// The recorder, upload and transcription are tested with the button itself; here the button
// only hands over a transcript.
vi.mock(
  '../../features/voice/voice-record-button.tsx',
  () => import('../../features/voice/voice-task-preview-fake-button.tsx'),
);

afterEach(() => vi.unstubAllGlobals());

const apollo = projectFixture({ id: '0b8b5f0e-1111-4c1a-9a55-000000000001', title: 'Apollo' });
const gemini = projectFixture({ id: '0b8b5f0e-1111-4c1a-9a55-000000000002', title: 'Gemini' });
const person = (id: string, name: string) => ({
  id,
  user_id: id,
  name,
  user_name: name,
  email: `${id}@example.com`,
  avatar: null,
  initials: 'XX',
  role: 'member',
  is_owner: false,
  joined_at: '2030-01-01T00:00:00.000Z',
  online: false,
  assigned_tasks: 0,
});
const mariaInApollo = person('6f1c1b7e-2a8d-4a53-9a55-00000000aaa1', 'Maria Lopez');
const mariaInGemini = person('6f1c1b7e-2a8d-4a53-9a55-00000000bbb1', 'Maria Petrova');

describe('Tasks screen voice button', { timeout: 15_000 }, () => {
  it('opens the preview with the project members (unlike the earlier product) and creates the task', async () => {
    const user = userEvent.setup();
    const { server } = renderWithApp(<TasksPage />, {
      path: '/dashboard/tasks',
      url: '/dashboard/tasks',
      routes: (s) => {
        s.on('GET /api/projects', () => ({ status: 200, body: [apollo, gemini] }));
        s.on('GET /api/tasks', () => ({
          status: 200,
          body: [taskFixture({ project_id: apollo.id })],
        }));
        s.on(`GET /api/projects/${apollo.id}/members`, () => ({
          status: 200,
          body: [mariaInApollo],
        }));
        s.on(`GET /api/projects/${gemini.id}/members`, () => ({
          status: 200,
          body: [mariaInGemini],
        }));
        s.on('POST /api/tasks', (call) => ({
          status: 201,
          body: taskFixture({ ...(call.body as object), id: 'voice-task' }),
        }));
      },
    });
    sayNext('Write the release notes and then publish them, assigned to Maria, low priority');
    await user.click(await screen.findByRole('button', { name: 'Create task by voice' }));

    const dialog = screen.getByRole('dialog', { name: 'Voice Task Preview' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Write the release notes');
    expect(within(dialog).getByLabelText('Priority')).toHaveValue('low');
    expect(within(dialog).getByLabelText('Project')).toHaveValue(apollo.id);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Assignee')).toHaveValue(mariaInApollo.id),
    );
    await user.selectOptions(within(dialog).getByLabelText('Project'), gemini.id);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Assignee')).toHaveValue(mariaInGemini.id),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));

    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Write the release notes',
      project_id: gemini.id,
      priority: 'low',
      assignee_id: mariaInGemini.id,
      description: expect.stringContaining('- [ ] Publish them'),
    });
    // The new task joins the list at once (the create writes every cached task list).
    expect(await screen.findByRole('button', { name: /Write the release notes/ })).toBeVisible();
  });
});

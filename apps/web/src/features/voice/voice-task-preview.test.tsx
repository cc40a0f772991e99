import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import { ar } from '../../i18n/locales/ar/index.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { VoiceTaskPreview, type VoiceTaskPreviewProps } from './voice-task-preview.tsx';

// Wednesday 15 May 2030, mid-morning everywhere a test machine is likely to be.
const NOW = new Date('2030-05-15T10:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
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
const mercury = projectFixture({ id: '0b8b5f0e-1111-4c1a-9a55-000000000003', title: 'Mercury' });

const member = (id: string, name: string) => ({
  id,
  user_id: id,
  name,
  user_name: name,
  email: `${id}@example.com`,
  avatar: null,
  initials: 'GH',
  role: 'member',
  is_owner: false,
  joined_at: '2030-01-01T00:00:00.000Z',
  online: false,
  assigned_tasks: 0,
});
const graceHopper = member('6f1c1b7e-2a8d-4a53-9a55-00000000aaa1', 'Grace Hopper');
const graceBrewster = member('6f1c1b7e-2a8d-4a53-9a55-00000000bbb1', 'Grace Brewster');
const alan = member('6f1c1b7e-2a8d-4a53-9a55-00000000ccc1', 'Alan Turing');

const SPEECH =
  'Update the website by Friday and then email the client, also check the analytics. ' +
  'Assign to Grace, it is urgent.';

type Server = ReturnType<typeof renderWithApp>['server'];

function setup(props: Partial<VoiceTaskPreviewProps> = {}, routes: (s: Server) => void = () => {}) {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  const view = renderWithApp(
    <VoiceTaskPreview
      open
      transcript={SPEECH}
      projects={[watched, apollo, gemini, mercury]}
      onClose={onClose}
      onCreated={onCreated}
      {...props}
    />,
    {
      path: '/dashboard',
      url: '/dashboard',
      routes: (server) => {
        const members = { [apollo.id]: [graceHopper, alan], [gemini.id]: [graceBrewster] };
        for (const project of [apollo, gemini, mercury]) {
          server.on(`GET /api/projects/${project.id}/members`, () => ({
            status: 200,
            body: members[project.id] ?? [alan],
          }));
        }
        routes(server);
      },
    },
  );
  return { ...view, onClose, onCreated };
}

const posts = (server: Server) => server.calls.filter((call) => call.method === 'POST');

describe('VoiceTaskPreview', { timeout: 15_000 }, () => {
  it('shows the parsed title, checklist, priority, deadline and matched assignee in the first creatable project', async () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Voice Task Preview' });
    expect(within(dialog).getByText(SPEECH)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Update the website by Friday');
    const description = screen.getByLabelText('Description') as HTMLTextAreaElement;
    expect(description.value).toContain('- [ ] Update the website by Friday');
    expect(description.value).toContain('- [ ] Email the client');
    expect(description.value).toContain('- [ ] Check the analytics');
    expect(screen.getByText('3 steps were added to the description as a checklist.')).toBeVisible();
    expect(screen.getByLabelText('Priority')).toHaveValue('high');
    // "by Friday" said on Wednesday 15 May is Friday 17 May.
    expect(screen.getByLabelText('Due date')).toHaveValue('2030-05-17');
    expect(screen.getByText('You said “Friday”.')).toBeInTheDocument();
    // The observer's project comes first but cannot take tasks; Apollo is the default.
    expect(screen.getByLabelText('Project')).toHaveValue(apollo.id);
    expect(screen.queryByRole('option', { name: 'Watched' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('todo');
    await waitFor(() => expect(screen.getByLabelText('Assignee')).toHaveValue(graceHopper.id));
    expect(screen.getByText('You said “Grace”: Grace Hopper.')).toBeInTheDocument();
  });

  it('matches the spoken assignee again in another project, and keeps a pick made by hand', async () => {
    const user = userEvent.setup();
    setup();
    const assignee = screen.getByLabelText('Assignee');
    await waitFor(() => expect(assignee).toHaveValue(graceHopper.id));

    await user.selectOptions(screen.getByLabelText('Project'), gemini.id);
    await waitFor(() => expect(screen.getByLabelText('Assignee')).toHaveValue(graceBrewster.id));

    await user.selectOptions(screen.getByLabelText('Project'), mercury.id);
    expect(
      await screen.findByText('You said “Grace”, but no member of this project has that name.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Assignee')).toHaveValue('');

    await user.selectOptions(screen.getByLabelText('Project'), apollo.id);
    await waitFor(() => expect(screen.getByLabelText('Assignee')).toHaveValue(graceHopper.id));
    await user.selectOptions(screen.getByLabelText('Assignee'), alan.id);
    expect(screen.getByLabelText('Assignee')).toHaveValue(alan.id);
  });

  it('creates the task with the assignee, deadline, priority, description and project', async () => {
    const user = userEvent.setup();
    const created = taskFixture({ id: 'new-task', project_id: gemini.id });
    const { server, onClose, onCreated } = setup({}, (s) =>
      s.on('POST /api/tasks', () => ({ status: 201, body: created })),
    );
    await user.selectOptions(screen.getByLabelText('Project'), gemini.id);
    await waitFor(() => expect(screen.getByLabelText('Assignee')).toHaveValue(graceBrewster.id));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Refresh the website');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(onClose).toHaveBeenCalled();
    expect(posts(server)).toHaveLength(1);
    expect(posts(server)[0]?.body).toEqual({
      title: 'Refresh the website',
      project_id: gemini.id,
      status: 'todo',
      priority: 'high',
      description: expect.stringContaining('- [ ] Email the client'),
      due_date: '2030-05-17T00:00:00.000Z',
      assignee_id: graceBrewster.id,
    });
    expect(await screen.findByText('Task created from voice')).toBeInTheDocument();
  });

  it('says "Failed to create task from voice. Please try again." when the create fails, and stays open', async () => {
    const user = userEvent.setup();
    const { onClose, onCreated } = setup({}, (s) =>
      s.on('POST /api/tasks', () => ({
        status: 500,
        body: { error: 'internal', message: 'boom' },
      })),
    );
    await waitFor(() => expect(screen.getByLabelText('Assignee')).toHaveValue(graceHopper.id));
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create task from voice. Please try again.',
    );
    expect(onCreated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Voice Task Preview' })).toBeInTheDocument();
  });

  it('says "No speech detected in recording" and offers the fallback title for an empty transcript', async () => {
    const user = userEvent.setup();
    const { server } = setup({ transcript: '  ' }, (s) =>
      s.on('POST /api/tasks', () => ({ status: 201, body: taskFixture() })),
    );
    expect(screen.getByRole('status')).toHaveTextContent('No speech detected in recording');
    expect(screen.getByLabelText('Title')).toHaveValue(
      'Create new task (no speech detected - using fallback)',
    );
    expect(screen.getByLabelText('Priority')).toHaveValue('medium');
    expect(screen.getByLabelText('Due date')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await waitFor(() => expect(posts(server)).toHaveLength(1));
    expect(posts(server)[0]?.body).toEqual({
      title: 'Create new task (no speech detected - using fallback)',
      project_id: apollo.id,
      status: 'todo',
      priority: 'medium',
    });
  });

  it('on the board: keeps the fixed project and column status and reads with the board parser', async () => {
    const user = userEvent.setup();
    const { server } = setup(
      {
        transcript: 'Important fix the login page tomorrow',
        projectId: mercury.id,
        status: 'in_review',
        flavour: 'board',
      },
      (s) => s.on('POST /api/tasks', () => ({ status: 201, body: taskFixture() })),
    );
    expect(screen.getByLabelText('Project')).toHaveValue(mercury.id);
    expect(screen.getByLabelText('Project')).toBeDisabled();
    expect(screen.getByLabelText('Status')).toHaveValue('in_review');
    expect(screen.getByLabelText('Priority')).toHaveValue('high');
    expect(screen.getByLabelText('Due date')).toHaveValue('2030-05-16');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await waitFor(() => expect(posts(server)).toHaveLength(1));
    expect(posts(server)[0]?.body).toEqual({
      title: 'Important fix the login page tomorrow',
      project_id: mercury.id,
      status: 'in_review',
      priority: 'high',
      due_date: '2030-05-16T00:00:00.000Z',
    });
  });

  it('refuses a blank title and says which projects are missing when none can take tasks', async () => {
    const user = userEvent.setup();
    const { server } = setup({ projects: [watched] });
    expect(screen.getByText('You have no project where you may create tasks.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Task' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Title'));
    expect(screen.getByRole('button', { name: 'Create Task' })).toBeDisabled();
    expect(posts(server)).toHaveLength(0);
  });

  it('speaks Arabic in an Arabic interface, the fallback title included', async () => {
    i18n.addResourceBundle('ar', 'translation', ar);
    await i18n.changeLanguage('ar');
    try {
      setup({ transcript: '' });
      expect(screen.getByRole('dialog', { name: 'معاينة المهمة الصوتية' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('لم يُكتشف أي كلام في التسجيل');
      expect(screen.getByRole('textbox', { name: ar.tasks.form.title })).toHaveValue(
        ar.voicePreview.fallbackTitle,
      );
      expect(screen.getByRole('button', { name: 'إنشاء المهمة' })).toBeEnabled();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import type { Task } from '../../api/tasks/types.ts';
import { TasksTab } from '../../pages/project/tasks-tab.tsx';
import { installFakeMedia } from '../../test/fake-media.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { FakeXhr } from './fake-transcribe-xhr.ts';

// Wednesday 15 May 2030, mid-morning in any zone a test machine is likely to be in.
const NOW = new Date('2030-05-15T10:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  FakeXhr.replies = [];
  FakeXhr.sent = [];
  FakeXhr.autoRespond = true;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const project = projectFixture({ id: '0b8b5f0e-1111-4c1a-9a55-0000000000b1', title: 'Apollo' });

function setup(
  createReply: (body: Record<string, unknown>) => { status: number; body: unknown },
  engine = 'openai',
) {
  const posted: Record<string, unknown>[] = [];
  const view = renderWithApp(<TasksTab project={project} />, {
    path: '/dashboard/projects/:id',
    url: `/dashboard/projects/${project.id}`,
    routes: (server) => {
      server.on(`GET /api/projects/${project.id}/tasks`, () => ({ status: 200, body: [] }));
      server.on(`GET /api/projects/${project.id}/members`, () => ({ status: 200, body: [] }));
      server.on('GET /api/server-info', () => ({
        status: 200,
        body: { name: 'Crewline', transcription: { engine } },
      }));
      server.on('GET /api/admin/realtime', () => ({
        status: 403,
        body: { error: 'FORBIDDEN', message: 'Only server administrators' },
      }));
      server.on('POST /api/tasks', (call) => {
        posted.push(call.body as Record<string, unknown>);
        return createReply(call.body as Record<string, unknown>);
      });
    },
  });
  return { ...view, posted };
}

/** Records in a column and lets the fake server hear `text`. */
async function speakInColumn(status: string, text: string) {
  FakeXhr.replies.push({
    status: 200,
    body: { text, transcription: text, language: 'en', duration_ms: 2000, engine: 'openai' },
  });
  const column = await screen.findByTestId(`column-${status}`);
  await act(async () => {
    fireEvent.click(within(column).getByRole('button', { name: /^Record a task by voice in/ }));
  });
  expect(await screen.findByText('Try saying "tomorrow", "Monday", or "next week"')).toBeVisible();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Stop and transcribe' }));
  });
  return screen.findByRole('dialog', { name: 'Voice Task Preview' });
}

describe('Board voice button', () => {
  it('creates the spoken task in that column with the parsed priority and deadline; it appears live', async () => {
    installFakeMedia();
    const { posted } = setup((body) => ({
      status: 201,
      body: taskFixture({
        id: 'voice-1',
        project_id: project.id,
        title: String(body.title),
        status: body.status as Task['status'],
        priority: body.priority as Task['priority'],
        due_date: (body.due_date as string) ?? null,
      }),
    }));
    const dialog = await speakInColumn('in_review', 'Urgent fix the login page tomorrow');
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue(
      'Urgent fix the login page tomorrow',
    );
    expect(within(dialog).getByLabelText(/^Priority/)).toHaveValue('high');
    expect(within(dialog).getByLabelText(/^Due date/)).toHaveValue('2030-05-16');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      project_id: project.id,
      title: 'Urgent fix the login page tomorrow',
      status: 'in_review',
      priority: 'high',
      due_date: '2030-05-16T00:00:00.000Z',
    });
    const column = screen.getByTestId('column-in_review');
    expect(
      await within(column).findByRole('heading', { name: 'Urgent fix the login page tomorrow' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('column-todo')).queryAllByRole('heading', { level: 3 }),
    ).toEqual([]);
  });

  it('a failed create says "Failed to create task from voice. Please try again."', async () => {
    installFakeMedia();
    setup(() => ({ status: 500, body: { error: 'internal', message: 'boom' } }));
    const dialog = await speakInColumn('todo', 'Minor tidy the readme');
    expect(within(dialog).getByLabelText(/^Priority/)).toHaveValue('low');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    });
    expect(
      await within(dialog).findByText('Failed to create task from voice. Please try again.'),
    ).toBeInTheDocument();
  });

  it('when the browser\'s speech service fails, "Type instead" opens the typed form for that column, focus in its title', async () => {
    installFakeMedia();
    class RefusedRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        queueMicrotask(() => {
          this.onerror?.({ error: 'network' });
          this.onend?.();
        });
      }
      stop() {}
      abort() {}
    }
    vi.stubGlobal('webkitSpeechRecognition', RefusedRecognition);
    const { queryClient } = setup(() => ({ status: 500, body: {} }), 'none');
    const column = await screen.findByTestId('column-in_review');
    const record = within(column).getByRole('button', { name: /^Record a task by voice in/ });
    // The engine comes from /api/server-info: listen in the browser only once it has answered.
    await waitFor(() =>
      expect(queryClient.getQueryData(['server-info', 'transcription-engine'])).toBe('none'),
    );
    await act(async () => {
      fireEvent.click(record);
    });
    const alert = await within(column).findByRole('alert');
    expect(alert).toHaveTextContent('needs its maker’s online service');
    expect(alert).not.toHaveTextContent('Could not access microphone');
    await act(async () => {
      fireEvent.click(within(column).getByRole('button', { name: 'Type instead' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create New Task' });
    const title = within(dialog).getByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveFocus());
    expect(within(dialog).getByLabelText(/^Status/)).toHaveValue('in_review');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import { installFakeMedia } from '../../test/fake-media.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { FakeXhr } from '../../features/voice/fake-transcribe-xhr.ts';
import { TasksPage } from './tasks-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const apollo = projectFixture({ id: '0b8b5f0e-1111-4c1a-9a55-000000000001', title: 'Apollo' });

describe(
  'Tasks screen voice button, recording through the real button',
  { timeout: 15_000 },
  () => {
    it('records, uploads, and opens the Voice Task Preview with what the server heard', async () => {
      installFakeMedia();
      FakeXhr.replies = [
        {
          status: 200,
          body: {
            text: 'Urgent: renew the certificates',
            transcription: 'Urgent: renew the certificates',
            language: 'en',
            duration_ms: 2100,
            engine: 'openai',
          },
        },
      ];
      FakeXhr.sent = [];
      FakeXhr.autoRespond = true;
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
      renderWithApp(<TasksPage />, {
        path: '/dashboard/tasks',
        url: '/dashboard/tasks',
        routes: (s) => {
          s.on('GET /api/server-info', () => ({
            status: 200,
            body: { name: 'Crewline', transcription: { engine: 'openai' } },
          }));
          s.on('GET /api/projects', () => ({ status: 200, body: [apollo] }));
          s.on('GET /api/tasks', () => ({
            status: 200,
            body: [taskFixture({ project_id: apollo.id })],
          }));
          s.on(`GET /api/projects/${apollo.id}/members`, () => ({ status: 200, body: [] }));
        },
      });

      const voice = await screen.findByRole('button', { name: 'Create task by voice' });
      await act(async () => {
        fireEvent.click(voice);
      });
      await screen.findByRole('timer');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Stop and transcribe' }));
      });

      const dialog = await screen.findByRole('dialog', { name: 'Voice Task Preview' });
      expect(FakeXhr.sent[0]?.url).toMatch(/^\/api\/transcribe/);
      expect(
        within(dialog).getByText('Urgent: renew the certificates', { selector: 'blockquote' }),
      ).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Title')).toHaveValue('Urgent: renew the certificates');
      expect(within(dialog).getByLabelText('Priority')).toHaveValue('high');
      await waitFor(() => expect(within(dialog).getByLabelText('Project')).toHaveValue(apollo.id));
    });
  },
);

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer } from '../../api/test-fakes.ts';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import type { Task } from '../../api/tasks/types.ts';
import { TaskDetailDialog } from '../tasks/task-detail-dialog.tsx';

function renderTask(task: Task) {
  const server = createFakeServer();
  server.on(`GET /api/tasks/${task.id}/comments`, () => ({ status: 200, body: { comments: [] } }));
  vi.stubGlobal('fetch', server.fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TaskDetailDialog task={task} onClose={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('task detail: From message', () => {
  it('links a task made from a chat message back to it in the inbox', () => {
    renderTask(taskFixture({ id: 'task-1', created_from_message_id: 'msg-9' }));
    expect(screen.getByRole('link', { name: 'From message' })).toHaveAttribute(
      'href',
      '/dashboard/inbox?message=msg-9',
    );
  });

  it('shows no link for a task made otherwise', () => {
    renderTask(taskFixture({ id: 'task-2', created_from_message_id: null }));
    expect(screen.queryByRole('link', { name: 'From message' })).not.toBeInTheDocument();
  });
});

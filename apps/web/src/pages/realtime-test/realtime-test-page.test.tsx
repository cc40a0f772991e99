import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { RealtimeTestPage } from './realtime-test-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const at = '2030-01-01T10:00:00.000Z';

function renderPage(reply: { status: number; body: unknown }) {
  return renderWithApp(<RealtimeTestPage />, {
    path: '/dashboard/realtime-test',
    url: '/dashboard/realtime-test',
    routes: (server) => server.on('GET /api/admin/realtime', () => reply),
  });
}

describe('RealtimeTestPage', { timeout: 15_000 }, () => {
  it('shows the connection and the server’s processes, bus and recent events', async () => {
    renderPage({
      status: 200,
      body: {
        process: {
          id: 'host:42:abcd',
          pid: 42,
          started_at: at,
          sockets: 3,
          rooms: 5,
          memory_rss_bytes: 104857600,
        },
        processes: [{ id: 'host:42:abcd', users: 2, last_seen_at: at }],
        bus: { driver: 'postgres', live: true },
        recent_events: [{ type: 'task_updated', room: 'project:p1', at }],
      },
    });
    expect(screen.getByTestId('realtime-status')).toHaveTextContent('Disconnected');
    expect(await screen.findByText('postgres')).toBeInTheDocument();
    expect(screen.getByText('task_updated')).toBeInTheDocument();
    expect(screen.getByText('project:p1')).toBeInTheDocument();
    expect(screen.getByText('100 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('shows the server’s refusal clearly', async () => {
    renderPage({
      status: 403,
      body: {
        error: 'forbidden',
        message: 'Only server administrators can see realtime diagnostics',
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server refused its diagnostics to this account.');
    expect(alert).toHaveTextContent('Only server administrators can see realtime diagnostics');
  });
});

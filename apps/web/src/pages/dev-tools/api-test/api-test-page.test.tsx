import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/query/query-client-instance.ts';
import type { FakeReply } from '../../../api/test-fakes.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { ApiTestPage } from './api-test-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const info = {
  name: 'Crewline',
  version: '9.8.7',
  database: 'embedded',
  mail: 'outbox',
  realtime_bus: 'postgres',
  uptime_seconds: 4321,
};

function renderPage(health: () => FakeReply | Promise<FakeReply>) {
  return renderWithApp(<ApiTestPage />, {
    path: '/api-test',
    url: '/api-test',
    routes: (server) => {
      server.on('GET /health', health);
      server.on('GET /api/server-info', () => ({ status: 200, body: info }));
    },
  });
}

const ms = (text: string | null) => Number(/([\d.]+) ms/.exec(text ?? '')?.[1]);

describe('ApiTestPage', { timeout: 15_000 }, () => {
  it('shows the connection status and the server information', async () => {
    renderPage(() => ({ status: 200, body: { status: 'ok', db: 'ok' } }));
    expect(await screen.findByTestId('api-status')).toHaveTextContent('Connected');
    expect(await screen.findByText('9.8.7')).toBeInTheDocument();
    expect(screen.getByText('embedded')).toBeInTheDocument();
    expect(screen.getByText('outbox')).toBeInTheDocument();
    expect(screen.getByText('4,321 s')).toBeInTheDocument();
  });

  it('runs a latency test of three sequential requests and shows each time and the average', async () => {
    let inFlight = 0;
    let overlapped = false;
    const { server } = renderPage(async () => {
      inFlight += 1;
      if (inFlight > 1) overlapped = true;
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return { status: 200, body: { status: 'ok', db: 'ok' } };
    });
    await screen.findByText('Connected');
    const before = server.calls.filter((call) => call.url === '/health').length;

    fireEvent.click(screen.getByRole('button', { name: 'Run latency test' }));

    const average = await screen.findByTestId('latency-average');
    const rows = within(screen.getByRole('list', { name: 'Latency test' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.firstChild?.textContent)).toEqual([
      'Request 1',
      'Request 2',
      'Request 3',
    ]);
    const times = rows.map((row) => ms(row.lastChild?.textContent ?? null));
    for (const time of times) expect(time).toBeGreaterThanOrEqual(4);
    const mean = times.reduce((sum, time) => sum + time, 0) / 3;
    expect(Math.abs(ms(average.textContent) - mean)).toBeLessThanOrEqual(0.1);
    expect(average).toHaveTextContent(/^Average[\d.]+ ms$/);
    expect(server.calls.filter((call) => call.url === '/health').length - before).toBe(3);
    expect(overlapped).toBe(false);
    expect(screen.getByRole('button', { name: 'Run latency test' })).toBeEnabled();
  });

  it('says clearly when the API does not answer', async () => {
    renderPage(() => ({ status: 503, body: { status: 'error', db: 'unavailable' } }));
    expect(await screen.findByTestId('api-status')).toHaveTextContent('Not reachable');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('HTTP 503'));
  });
});

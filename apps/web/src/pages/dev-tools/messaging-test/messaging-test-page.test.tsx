import type { MessageJson, ThreadJson } from '@crewline/shared/contracts/chat-responses';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../../api/test-fakes.ts';
import { queryClient } from '../../../app/query/query-client-instance.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { MessagingTestPage } from './messaging-test-page.tsx';

// The app's socket is created when its module loads: hand it the fake before that.
const { FakeSocket } = await vi.hoisted(async () => {
  const fakes = await import('../../../api/realtime/fake-socket.ts');
  window.WebSocket = fakes.FakeSocket as unknown as typeof WebSocket;
  return fakes;
});

beforeEach(() => {
  FakeSocket.instances = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const planning = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Planning',
  context_type: 'project',
  context_id: '22222222-2222-4222-8222-222222222222',
  context_name: 'Apollo',
} as ThreadJson;

const sent = {
  id: '44444444-4444-4444-8444-444444444444',
  thread_id: planning.id,
  content: 'Ping from the test',
  user: { id: fakeUser.id, name: fakeUser.name, avatar: null },
} as MessageJson;

describe('MessagingTestPage', { timeout: 15_000 }, () => {
  it('opens the socket, sends to the chosen thread and times the new_message frame', async () => {
    const { server } = renderWithApp(<MessagingTestPage />, {
      path: '/messaging-test',
      url: '/messaging-test',
      routes: (fake) => {
        fake.on('GET /api/threads', () => ({ status: 200, body: { threads: [planning] } }));
        fake.on('POST /api/messages', () => ({ status: 201, body: sent }));
      },
    });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Thread' }), {
      target: { value: planning.id },
    });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Ping from the test' } });
    act(() => FakeSocket.latest().accept(fakeUser.id));
    expect(screen.getByTestId('realtime-status')).toHaveTextContent('Connected');

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      thread_id: planning.id,
      content: 'Ping from the test',
    });
    expect(screen.getByTestId('frame-delay')).toHaveTextContent('Waiting for the frame…');

    act(() =>
      FakeSocket.latest().receive({ type: 'new_message', thread_id: planning.id, message: sent }),
    );
    expect(screen.getByTestId('frame-delay')).toHaveTextContent(/^[\d.,]+ ms$/);
    expect(screen.getByText('new_message')).toBeInTheDocument();
  });
});

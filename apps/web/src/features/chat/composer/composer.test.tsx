import type { AttachmentJson, MessageJson } from '@crewline/shared/contracts/chat-responses';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr, type FakeXhr } from '../../../api/chat-uploads/fake-xhr.ts';
import { fakeUser } from '../../../api/test-fakes.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import type { OutgoingMessage } from '../chat-contracts.ts';
import { Composer } from './composer.tsx';
import { installFakeMedia } from '../../../test/fake-media.ts';
import { memberFixture, messageFixture, threadFixture } from './composer-fixture.ts';

const thread = threadFixture();
const members = [
  memberFixture(fakeUser.id, fakeUser.name),
  memberFixture('u-grace', 'Grace Hopper'),
  memberFixture('u-alan', 'Alan Turing'),
  memberFixture('u-alma', 'Alma Reville'),
  memberFixture('u-al', 'Al Green'),
  memberFixture('u-alice', 'Alice Ball'),
  memberFixture('u-aly', 'Aly Raisman'),
  memberFixture('u-albert', 'Albert Einstein'),
];

type Setup = {
  online?: boolean;
  replyTo?: MessageJson | null;
  onSend?: (message: OutgoingMessage) => Promise<void>;
  routes?: Parameters<typeof renderWithApp>[1]['routes'];
};

let setOnline: (online: boolean) => void = () => undefined;

function renderComposer(options: Setup = {}) {
  const onSend = vi.fn(options.onSend ?? (() => Promise.resolve()));
  const onTyping = vi.fn();
  const onCancelReply = vi.fn();
  function Harness() {
    const [online, set] = useState(options.online ?? true);
    setOnline = set;
    return (
      <Composer
        thread={thread}
        currentUserId={fakeUser.id}
        members={members}
        replyTo={options.replyTo ?? null}
        onCancelReply={onCancelReply}
        onSend={onSend}
        onTyping={onTyping}
        online={online}
      />
    );
  }
  const view = renderWithApp(<Harness />, { path: '/', url: '/', routes: options.routes });
  return { ...view, onSend, onTyping, onCancelReply };
}

const box = () => screen.getByRole('textbox', { name: 'Write a message…' }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const sent = (onSend: ReturnType<typeof renderComposer>['onSend'], call = 0) =>
  onSend.mock.calls[call]![0];

function attachment(id: string, name: string): AttachmentJson {
  return {
    id,
    message_id: null,
    attachment_type: 'document',
    file_name: name,
    file_url: `/api/attachments/${id}/download`,
    file_size: 3,
    mime_type: 'text/plain',
    thumbnail_url: null,
    width: null,
    height: null,
  };
}

let Xhr: typeof FakeXhr;
beforeEach(() => {
  Xhr = installFakeXhr();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Composer', { timeout: 20_000 }, () => {
  it('Enter sends the trimmed text with a client_id; Shift+Enter adds a line', async () => {
    const user = userEvent.setup();
    const { onSend, onTyping } = renderComposer();
    expect(sendButton()).toBeDisabled();
    await user.type(box(), '  Hello{Shift>}{Enter}{/Shift}world  ');
    expect(box().value).toBe('  Hello\nworld  ');
    expect(onTyping).toHaveBeenCalledTimes(1);
    expect(onTyping).toHaveBeenLastCalledWith(true);
    expect(sendButton()).toBeEnabled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box().value).toBe(''));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(sent(onSend)).toEqual({
      content: 'Hello\nworld',
      content_type: 'text',
      attachments: [],
      mentions: [],
      reply_to_message_id: null,
      urgent: false,
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(onTyping).toHaveBeenLastCalledWith(false);
    // The next message is a new one: a new client_id.
    await user.type(box(), 'Again{Enter}');
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
    expect(sent(onSend, 1).client_id).not.toBe(sent(onSend).client_id);
  });

  it('typing stops after 2 s without input', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onTyping } = renderComposer();
    await user.type(box(), 'Hi');
    expect(onTyping.mock.calls).toEqual([[true]]);
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(onTyping.mock.calls).toEqual([[true]]);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(onTyping.mock.calls).toEqual([[true], [false]]);
  });

  it.each([
    ['{Control>}b{/Control}', 'say **hi**'],
    ['{Control>}i{/Control}', 'say *hi*'],
    ['{Meta>}k{/Meta}', 'say [hi](url)'],
    ['{Control>}`{/Control}', 'say `hi`'],
  ])('%s wraps the selection in Markdown', async (keys, expected) => {
    const user = userEvent.setup();
    renderComposer();
    await user.type(box(), 'say hi');
    box().setSelectionRange(4, 6);
    await user.keyboard(keys);
    expect(box().value).toBe(expected);
  });

  it('suggests at most 5 members after "@", inserts the picked one, and mentions only those still in the text', async () => {
    const user = userEvent.setup();
    const { onSend } = renderComposer();
    await user.type(box(), 'Hi @al');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options.map((option) => option.textContent)).toEqual([
      'Alan Turing',
      'Alma Reville',
      'Al Green',
      'Alice Ball',
      'Aly Raisman',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
    expect(box().value).toBe('Hi @Alma Reville ');
    await user.type(box(), 'and @gr');
    await user.keyboard('{Tab}');
    expect(box().value).toBe('Hi @Alma Reville and @Grace Hopper ');
    // Grace's mention is retyped into something else: she is no longer mentioned.
    await user.type(box(), '{Backspace}s{Enter}');
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(sent(onSend).content).toBe('Hi @Alma Reville and @Grace Hoppers');
    expect(sent(onSend).mentions).toEqual(['u-alma']);
  });

  it('Escape closes the suggestions, and then cancels the reply', async () => {
    const user = userEvent.setup();
    const reply = messageFixture({ content: 'x'.repeat(60) });
    const { onCancelReply, onSend } = renderComposer({ replyTo: reply });
    expect(screen.getByText('Replying to \u2068Grace Hopper\u2069')).toBeInTheDocument();
    expect(screen.getByText(`${'x'.repeat(50)}…`)).toBeInTheDocument();
    await user.type(box(), '@gr');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onCancelReply).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onCancelReply).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel reply' }));
    expect(onCancelReply).toHaveBeenCalledTimes(2);
    await user.click(box());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(sent(onSend).reply_to_message_id).toBe(reply.id);
  });

  it('wraps pasted code in a fence with its language, and leaves pasted prose alone', async () => {
    const user = userEvent.setup();
    renderComposer();
    await user.type(box(), 'Look:');
    await user.paste('def f(x):\n    return x * 2\n');
    expect(box().value).toBe('Look:\n```python\ndef f(x):\n    return x * 2\n```\n');
    await user.clear(box());
    await user.paste('Hi team,\nthe meeting moved to 3pm.');
    expect(box().value).toBe('Hi team,\nthe meeting moved to 3pm.');
  });

  it('inserts a picked emoji at the caret from a grid of 56', async () => {
    const user = userEvent.setup();
    renderComposer();
    await user.type(box(), 'ab');
    box().setSelectionRange(1, 1);
    await user.click(screen.getByRole('button', { name: 'Insert emoji' }));
    const grid = await screen.findByRole('group', { name: 'Emoji' });
    expect(within(grid).getAllByRole('button')).toHaveLength(56);
    await user.click(within(grid).getByRole('button', { name: '🚀' }));
    expect(box().value).toBe('a🚀b');
  });

  it('refuses a file over 10 MB by name, before uploading anything', async () => {
    const user = userEvent.setup();
    renderComposer();
    const big = new File([new Uint8Array(10_485_761)], 'big.zip');
    const fine = new File([new Uint8Array(10_485_760)], 'fine.zip');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, [big, fine]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'File "big.zip" is too large. Maximum size is 10MB.',
    );
    expect(Xhr.requests.map((request) => request.fileName)).toEqual(['fine.zip']);
  });

  it('shows a progress bar per file; a partial failure names the files and asks before sending without them', async () => {
    const user = userEvent.setup();
    const { onSend } = renderComposer();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, [new File(['abc'], 'a.txt'), new File(['def'], 'b.txt')]);
    const [first, second] = Xhr.requests;
    act(() => first!.progress(1, 4));
    expect(screen.getByRole('progressbar', { name: 'Uploading a.txt' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading b.txt' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    // Sending waits for the uploads.
    expect(sendButton()).toBeDisabled();
    act(() => first!.respond(201, attachment('a1', 'a.txt')));
    act(() => second!.respond(500, { error: 'internal', message: 'boom' }));
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.type(box(), 'Files');
    await user.click(sendButton());
    expect(
      screen.getByText('Failed to upload: b.txt. Other files uploaded successfully.'),
    ).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'File upload failed. Would you like to send the message without attachments?',
    );
    expect(onSend).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(sent(onSend)).toMatchObject({ content: 'Files', attachments: ['a1'] });
  });

  it('with every upload failed and no text, says so and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSend } = renderComposer();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, [new File(['abc'], 'a.txt')]);
    act(() => Xhr.requests[0]!.failNetwork());
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(sendButton());
    expect(screen.getByText('Failed to upload: a.txt.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('a removed uploaded file is deleted on the server; a message of files only can be sent', async () => {
    const user = userEvent.setup();
    const { onSend, server } = renderComposer({
      routes: (fake) => fake.on('DELETE /api/attachments/a1', () => ({ status: 204 })),
    });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, [new File(['abc'], 'a.txt'), new File(['def'], 'b.txt')]);
    act(() => Xhr.requests[0]!.respond(201, attachment('a1', 'a.txt')));
    act(() => Xhr.requests[1]!.respond(201, attachment('b1', 'b.txt')));
    await user.click(await screen.findByRole('button', { name: 'Remove a.txt' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'DELETE')).toBe(true));
    await user.click(sendButton());
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(sent(onSend)).toMatchObject({ content: '', attachments: ['b1'] });
    expect(screen.queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
  });

  it('keeps the draft per thread across a reload, and forgets it once sent', async () => {
    const user = userEvent.setup();
    const first = renderComposer();
    await user.type(box(), 'Half-written');
    first.unmount();
    const second = renderComposer();
    expect(box().value).toBe('Half-written');
    await user.click(box());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(second.onSend).toHaveBeenCalled());
    second.unmount();
    renderComposer();
    expect(box().value).toBe('');
  });

  it('shows a send failure in a banner, keeps the text, and retries with the same client_id', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { onSend } = renderComposer({
      onSend: () => (fail ? Promise.reject(new Error('')) : Promise.resolve()),
    });
    await user.type(box(), 'Important{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message');
    expect(box().value).toBe('Important');
    fail = false;
    await user.click(sendButton());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(sent(onSend, 1).client_id).toBe(sent(onSend).client_id);
  });

  it('offline, a message waits (also across a reload) and is sent once when the connection returns', async () => {
    const user = userEvent.setup();
    const offline = renderComposer({ online: false });
    await user.type(box(), 'Sent from the train{Enter}');
    expect(await screen.findByText('Waiting for connection…')).toBeInTheDocument();
    expect(box().value).toBe('');
    expect(offline.onSend).not.toHaveBeenCalled();
    offline.unmount();

    const reloaded = renderComposer({ online: false });
    expect(screen.getByText('Waiting for connection…')).toBeInTheDocument();
    act(() => setOnline(true));
    await waitFor(() => expect(reloaded.onSend).toHaveBeenCalledTimes(1));
    expect(sent(reloaded.onSend).content).toBe('Sent from the train');
    await waitFor(() => expect(screen.queryByText('Waiting for connection…')).toBeNull());
    act(() => setOnline(false));
    act(() => setOnline(true));
    expect(reloaded.onSend).toHaveBeenCalledTimes(1);
    reloaded.unmount();
    const later = renderComposer();
    expect(screen.queryByText('Waiting for connection…')).toBeNull();
    expect(later.onSend).not.toHaveBeenCalled();
  });

  it('urgent marks the message', async () => {
    const user = userEvent.setup();
    const { onSend } = renderComposer();
    const toggle = screen.getByRole('button', { name: 'Mark as urgent' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.type(box(), 'Server down{Enter}');
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(sent(onSend).urgent).toBe(true);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('Composer scheduling', { timeout: 20_000 }, () => {
  const scheduledRoutes =
    (posted: unknown[]): Setup['routes'] =>
    (fake) => {
      fake.on('POST /api/messages/scheduled', (call) => {
        posted.push(call.body);
        return { status: 201, body: { ...(call.body as object), id: 's1', status: 'pending' } };
      });
      fake.on(`GET /api/messages/scheduled?thread_id=${thread.id}`, () => ({
        status: 200,
        body: { scheduled_messages: [] },
      }));
    };

  it('"In 1 hour" schedules the message an hour from now and empties the box', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    const { onSend } = renderComposer({ routes: scheduledRoutes(posted) });
    await user.type(box(), 'Later');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Schedule message' }));
    await user.click(await screen.findByRole('menuitem', { name: /^In 1 hour/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const body = posted[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      thread_id: thread.id,
      content: 'Later',
      content_type: 'text',
      attachments: [],
      mentions: [],
      urgent: false,
    });
    expect(body).not.toHaveProperty('client_id');
    const delay = Date.parse(body.scheduled_time as string) - before;
    expect(delay).toBeGreaterThanOrEqual(3_600_000 - 1_000);
    expect(delay).toBeLessThanOrEqual(3_600_000 + 5_000);
    await waitFor(() => expect(box().value).toBe(''));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('"Custom…" refuses a past time with the spec\'s text', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    renderComposer({ routes: scheduledRoutes(posted) });
    await user.type(box(), 'Later');
    await user.click(screen.getByRole('button', { name: 'Schedule message' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Custom…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule message' });
    const dateInput = within(dialog).getByLabelText('Date') as HTMLInputElement;
    const timeInput = within(dialog).getByLabelText('Time') as HTMLInputElement;
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect(dateInput.min).toBe(today);
    fireEvent.change(dateInput, { target: { value: '2020-01-01' } });
    fireEvent.change(timeInput, { target: { value: '10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please select a future date and time',
    );
    expect(posted).toHaveLength(0);
    fireEvent.change(dateInput, { target: { value: `${now.getFullYear() + 1}-01-02` } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect((posted[0] as { scheduled_time: string }).scheduled_time).toBe(
      new Date(now.getFullYear() + 1, 0, 2, 10, 0).toISOString(),
    );
  });

  it("lists the thread's scheduled messages with their status and cancels a pending one", async () => {
    const user = userEvent.setup();
    const entry = (id: string, status: string, extra: object = {}) => ({
      id,
      thread_id: thread.id,
      content: `Message ${id}`,
      content_type: 'text',
      reply_to_message_id: null,
      attachments: [],
      mentions: [],
      urgent: false,
      scheduled_time: '2030-01-01T10:00:00.000Z',
      status,
      attempts: 0,
      last_error: null,
      created_at: '2029-12-31T10:00:00.000Z',
      message_id: null,
      ...extra,
    });
    let list = [
      entry('p1', 'pending'),
      entry('f1', 'failed', { attempts: 3, last_error: 'You are no longer a member' }),
    ];
    const deleted: string[] = [];
    renderComposer({
      routes: (fake) => {
        fake.on(`GET /api/messages/scheduled?thread_id=${thread.id}`, () => ({
          status: 200,
          body: { scheduled_messages: list },
        }));
        fake.on('DELETE /api/messages/scheduled/p1', () => {
          deleted.push('p1');
          list = list.filter((item) => item.id !== 'p1');
          return { status: 204 };
        });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Schedule message' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Scheduled Messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled Messages' });
    expect(await within(dialog).findByText('Message p1')).toBeInTheDocument();
    expect(within(dialog).getByText('Pending')).toBeInTheDocument();
    expect(within(dialog).getByText('Failed')).toBeInTheDocument();
    expect(within(dialog).getByText('Attempts: 3 of 3')).toBeInTheDocument();
    expect(within(dialog).getByText('You are no longer a member')).toBeInTheDocument();
    const cancels = within(dialog).getAllByRole('button', { name: 'Cancel' });
    expect(cancels).toHaveLength(1);
    await user.click(cancels[0]!);
    await waitFor(() => expect(within(dialog).queryByText('Message p1')).toBeNull());
    expect(deleted).toEqual(['p1']);
  });
});

describe('Composer voice and video notes', { timeout: 20_000 }, () => {
  it('records a voice note, shows the elapsed time, and attaches it as voice-message-<time>.webm', async () => {
    const user = userEvent.setup();
    installFakeMedia();
    renderComposer();
    await user.click(screen.getByRole('button', { name: 'Record a voice message' }));
    const bar = await screen.findByRole('region', { name: 'Recording voice message' });
    expect(within(bar).getByRole('timer')).toHaveTextContent('0:00 of 2:00');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(within(bar).getByRole('button', { name: 'Stop and attach' }));
    await waitFor(() => expect(Xhr.requests).toHaveLength(1));
    expect(Xhr.requests[0]!.fileName).toMatch(/^voice-message-\d+\.webm$/);
    expect(screen.getByRole('progressbar', { name: /^Uploading voice-message-/ })).toBeVisible();
  });

  it('Escape cancels a video note; nothing is attached', async () => {
    const user = userEvent.setup();
    installFakeMedia();
    renderComposer();
    await user.click(screen.getByRole('button', { name: 'Record a video message' }));
    await screen.findByRole('region', { name: 'Recording video message' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('textbox')).toBeInTheDocument());
    expect(Xhr.requests).toHaveLength(0);
  });

  it('says why a recording could not start', async () => {
    const user = userEvent.setup();
    installFakeMedia({ deny: true });
    renderComposer();
    await user.click(screen.getByRole('button', { name: 'Record a voice message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to start voice recording. Please check your microphone/camera permissions.',
    );
  });
});

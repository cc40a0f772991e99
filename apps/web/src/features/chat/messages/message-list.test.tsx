import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADA, GRACE, attachmentFixture, messageFixture, threadFixture } from './chat-fixture.ts';
import { renderMessageList } from './render-message-list.tsx';

beforeEach(() => {
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => `blob:test/${++next}`),
      revokeObjectURL: vi.fn(),
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const daysAgo = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  date.setHours(12, 0, 0, 0);
  return date.toISOString();
};

async function openMenu(user: ReturnType<typeof userEvent.setup>, row: HTMLElement) {
  await user.click(within(row).getByRole('button', { name: 'More actions' }));
  return screen.findByRole('menu');
}

const rowOf = (text: string | RegExp) => screen.getByText(text).closest('li')!;

describe('MessageList: days and runs', () => {
  it('separates Today, Yesterday and older days, and names an author once per run', () => {
    renderMessageList([
      messageFixture({ content: 'Long ago', created_at: daysAgo(9) }),
      messageFixture({ content: 'From yesterday', created_at: daysAgo(1) }),
      messageFixture({ content: 'First today', created_at: minutesAgo(3), author: GRACE }),
      messageFixture({ content: 'Second today', created_at: minutesAgo(2.5), author: GRACE }),
      messageFixture({ content: 'Mine today', created_at: minutesAgo(2) }),
    ]);
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    const old = new Intl.DateTimeFormat('en', { dateStyle: 'full' }).format(new Date(daysAgo(9)));
    expect(headings).toEqual([old, 'Yesterday', 'Today']);
    const today = screen.getByRole('region', { name: 'Today' });
    // Grace's two messages 30 s apart share one name; Ada's own run names her.
    expect(within(today).getAllByText('Grace Hopper')).toHaveLength(1);
    expect(within(today).getAllByText('Ada Lovelace')).toHaveLength(1);
  });

  it('shows an empty thread’s invitation to start, and the typing line', () => {
    const { rerender } = renderMessageList([], { typingNames: ['Grace Hopper'] });
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper is typing...')).toBeInTheDocument();
    void rerender;
  });

  it('marks urgent and edited messages', () => {
    renderMessageList([messageFixture({ content: 'Server down', urgent: true, is_edited: true })]);
    const row = rowOf('Server down');
    expect(within(row).getByText('Urgent')).toBeInTheDocument();
    expect(within(row).getByText('(edited)')).toBeInTheDocument();
  });
});

describe('MessageList: Markdown and safety', () => {
  it('renders bold, italic, inline code and links that open in a new tab', () => {
    renderMessageList([
      messageFixture({
        content: '**bold** and _italic_ and `npm test` see [docs](https://example.com)',
      }),
    ]);
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(screen.getByText('npm test').tagName).toBe('CODE');
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps script tags, onerror images and javascript: links inert', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { container } = renderMessageList([
      messageFixture({ content: '<script>alert(1)</script>' }),
      messageFixture({ content: 'pic <img src=x onerror="alert(2)"> here' }),
      messageFixture({
        content: '[click me](javascript:alert(3)) and <a href="javascript:alert(4)">raw</a>',
      }),
      messageFixture({ content: '[x](JAVASCRIPT:alert(5)) ![y](javascript:alert(6))' }),
    ]);
    const log = within(container).getByRole('log');
    expect(log.querySelector('script')).toBeNull();
    expect(log.querySelector('img')).toBeNull();
    expect(log.querySelector('[onerror]')).toBeNull();
    for (const anchor of log.querySelectorAll('a')) {
      expect(anchor.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    }
    // The raw HTML is shown as the text it is, not lost and not run.
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.getByText('click me').closest('a')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('highlights "@Name" of mentioned members only', () => {
    renderMessageList([
      messageFixture({ content: 'Ping @Grace Hopper please', mentions: [GRACE.id] }),
      messageFixture({ content: 'Not a mention @Grace Hopper here', mentions: [] }),
    ]);
    const mention = screen.getByText('@Grace Hopper');
    expect(mention.tagName).toBe('BDI');
    expect(screen.getByText('Not a mention @Grace Hopper here')).toBeInTheDocument();
  });

  it('shows a code fence with its language and opens the code viewer with copy and download', async () => {
    const user = userEvent.setup();
    renderMessageList([messageFixture({ content: '```python\nprint("hi")\n```' })]);
    expect(screen.getByText('python')).toBeInTheDocument();
    expect(screen.getByText('print("hi")').closest('pre')).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Code' });
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    // The grammar loads lazily; then the code is coloured.
    await waitFor(() =>
      expect(dialog.querySelector('.hljs-built_in, .hljs-string')).not.toBeNull(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('MessageList: actions', () => {
  it('edits inline: Enter saves the trimmed text, Escape and empty text cancel', async () => {
    const user = userEvent.setup();
    const message = messageFixture({ content: 'Old text' });
    const { props } = renderMessageList([message]);
    await user.click(
      within(await openMenu(user, rowOf('Old text'))).getByRole('menuitem', { name: 'Edit' }),
    );
    const box = screen.getByRole('textbox', { name: 'Message text' });
    await user.clear(box);
    await user.type(box, 'Changed{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(props.onEdit).not.toHaveBeenCalled();

    await user.click(
      within(await openMenu(user, rowOf('Old text'))).getByRole('menuitem', { name: 'Edit' }),
    );
    await user.clear(screen.getByRole('textbox', { name: 'Message text' }));
    await user.type(screen.getByRole('textbox', { name: 'Message text' }), '   {Enter}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(props.onEdit).not.toHaveBeenCalled();

    await user.click(
      within(await openMenu(user, rowOf('Old text'))).getByRole('menuitem', { name: 'Edit' }),
    );
    const again = screen.getByRole('textbox', { name: 'Message text' });
    await user.clear(again);
    await user.type(again, '  New{Shift>}{Enter}{/Shift}line  {Enter}');
    expect(props.onEdit).toHaveBeenCalledWith(message.id, 'New\nline');
  });

  it('says so when an edit fails and opens the editor again', async () => {
    const user = userEvent.setup();
    const { props } = renderMessageList([messageFixture({ content: 'Keep me' })], {
      onEdit: vi.fn(() => Promise.reject(new Error('nope'))),
    });
    await user.click(
      within(await openMenu(user, rowOf('Keep me'))).getByRole('menuitem', { name: 'Edit' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Message text' }), '!{Enter}');
    expect(
      await screen.findByText('Failed to update message. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message text' })).toHaveValue('Keep me!');
    expect(props.onEdit).toHaveBeenCalledOnce();
  });

  it('offers edit and delete to the author only', async () => {
    const user = userEvent.setup();
    renderMessageList([messageFixture({ content: 'From Grace', author: GRACE })]);
    const menu = await openMenu(user, rowOf('From Grace'));
    expect(within(menu).getByRole('menuitem', { name: 'Reply' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Copy text' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it('deletes only after confirmation, and reports a failure', async () => {
    const user = userEvent.setup();
    const message = messageFixture({ content: 'Doomed' });
    const onDelete = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(undefined);
    renderMessageList([message], { onDelete });
    await user.click(
      within(await openMenu(user, rowOf('Doomed'))).getByRole('menuitem', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Message' });
    expect(
      within(dialog).getByText(/Are you sure you want to delete this message\?/),
    ).toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to delete message. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete Message' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDelete).toHaveBeenCalledTimes(2);
    expect(onDelete).toHaveBeenLastCalledWith(message.id);
  });

  it('toggles a reaction chip and adds one from the quick picker; failures are named', async () => {
    const user = userEvent.setup();
    const message = messageFixture({
      content: 'React to me',
      reactions: [{ emoji: '👍', count: 2, has_reacted: true, users: [ADA, GRACE] }],
    });
    const onToggleReaction = vi.fn(() => Promise.reject(new Error('x')));
    renderMessageList([message], { onToggleReaction });
    const chip = screen.getByRole('button', { name: /^👍\s*2/ });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await user.click(chip);
    expect(onToggleReaction).toHaveBeenLastCalledWith(message, '👍');
    expect(await screen.findByText('Failed to remove reaction')).toBeInTheDocument();

    await user.click(within(rowOf('React to me')).getByRole('button', { name: 'Add reaction' }));
    await user.click(await screen.findByRole('button', { name: '🎉' }));
    expect(onToggleReaction).toHaveBeenLastCalledWith(message, '🎉');
    expect(await screen.findByText('Failed to add reaction')).toBeInTheDocument();
  });

  it('quotes a reply cut at 50 characters and jumps to the original', async () => {
    const user = userEvent.setup();
    const original = 'This original message is certainly longer than fifty characters in all';
    const { props } = renderMessageList([
      messageFixture({
        content: 'My answer',
        reply_to_message_id: 'orig-1',
        reply_to_message: { user: GRACE, content: original },
      }),
    ]);
    const quote = screen.getByRole('button', { name: /^Grace Hopper\s*This original/ });
    expect(within(quote).getByText(`${original.slice(0, 50).trimEnd()}...`)).toBeInTheDocument();
    await user.click(quote);
    expect(props.onJumpTo).toHaveBeenCalledWith('orig-1');
  });

  it('scrolls to and highlights the focused message, then reports it done', async () => {
    const target = messageFixture({ content: 'Look here' });
    const onFocusDone = vi.fn();
    renderMessageList([target, messageFixture({ content: 'Later' })], {
      focusMessageId: target.id,
      onFocusDone,
    });
    await waitFor(() => expect(onFocusDone).toHaveBeenCalled());
    expect(rowOf('Look here').className).toContain('bg-primary-soft');
  });

  it('loads older pages to find a focused message that is not loaded yet', async () => {
    const onLoadOlder = vi.fn();
    renderMessageList([messageFixture({ content: 'Recent' })], {
      focusMessageId: 'not-loaded',
      hasOlder: true,
      onLoadOlder,
    });
    await waitFor(() => expect(onLoadOlder).toHaveBeenCalled());
  });

  it('replies through the screen', async () => {
    const user = userEvent.setup();
    const message = messageFixture({ content: 'Reply to me', author: GRACE });
    const { props } = renderMessageList([message]);
    await user.click(within(rowOf('Reply to me')).getByRole('button', { name: 'Reply' }));
    expect(props.onReply).toHaveBeenCalledWith(message);
  });
});

describe('MessageList: create task from message', () => {
  it('opens the dialog pre-filled by the parser and posts created_from_message_id', async () => {
    const user = userEvent.setup();
    const message = messageFixture({
      content: 'TODO: send the report\nWith the Q3 numbers. urgent, due 2030-05-01',
    });
    let body: unknown = null;
    const { props } = renderMessageList([message], {}, (server) =>
      server.on('POST /api/tasks', (call) => {
        body = call.body;
        return { status: 201, body: { id: 'task-1', project_id: threadFixture().context_id } };
      }),
    );
    await user.click(
      within(await openMenu(user, rowOf(/TODO: send the report/))).getByRole('menuitem', {
        name: 'Create task',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Task from Message' });
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('send the report');
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    await waitFor(() => expect(props.onCreateTask).toHaveBeenCalledWith(message));
    expect(body).toMatchObject({
      title: 'send the report',
      priority: 'high',
      project_id: threadFixture().context_id,
      created_from_message_id: message.id,
    });
  });

  it('in a project thread shows no project select', async () => {
    const user = userEvent.setup();
    renderMessageList([messageFixture({ content: 'Plain project message' })]);
    await user.click(
      within(await openMenu(user, rowOf('Plain project message'))).getByRole('menuitem', {
        name: 'Create task',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Task from Message' });
    expect(within(dialog).queryByRole('combobox', { name: 'Project' })).toBeNull();
  });

  const direct = threadFixture({ context_type: 'direct', context_id: null, title: null });
  const ZEUS = { id: '0b8b5f0e-1111-4c1a-9a55-000000000002', title: 'Zeus' };
  const HERA = { id: '0b8b5f0e-1111-4c1a-9a55-000000000003', title: 'Hera' };

  async function createFromDirect(taskProjects: { id: string; title: string }[], pick?: string) {
    const user = userEvent.setup();
    const message = messageFixture({ content: 'TODO: book the venue' });
    let body: unknown = null;
    const { props } = renderMessageList([message], { thread: direct, taskProjects }, (server) =>
      server.on('POST /api/tasks', (call) => {
        body = call.body;
        return { status: 201, body: { id: 'task-2', project_id: taskProjects[0]!.id } };
      }),
    );
    await user.click(
      within(await openMenu(user, rowOf('TODO: book the venue'))).getByRole('menuitem', {
        name: 'Create task',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Task from Message' });
    const select = within(dialog).queryByRole('combobox', { name: 'Project' });
    if (pick) await user.selectOptions(select!, pick);
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    await waitFor(() => expect(props.onCreateTask).toHaveBeenCalledWith(message));
    return { body, select, message };
  }

  it('in a direct thread creates the task in the one shared project, without a select', async () => {
    const { body, select, message } = await createFromDirect([ZEUS]);
    expect(select).toBeNull();
    expect(body).toMatchObject({
      title: 'book the venue',
      project_id: ZEUS.id,
      created_from_message_id: message.id,
    });
  });

  it('in a direct thread with two shared projects lets the Project select choose', async () => {
    const { body, select, message } = await createFromDirect([ZEUS, HERA], 'Hera');
    expect(select).toHaveValue(HERA.id);
    expect(
      within(select!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Zeus', 'Hera']);
    expect(body).toMatchObject({ project_id: HERA.id, created_from_message_id: message.id });
  });

  it('in a direct thread with two shared projects defaults to the first', async () => {
    const { body, select } = await createFromDirect([ZEUS, HERA]);
    expect(select).toHaveValue(ZEUS.id);
    expect(body).toMatchObject({ project_id: ZEUS.id });
  });

  it('offers no create task in a direct thread without a shared project', async () => {
    const user = userEvent.setup();
    for (const taskProjects of [[], undefined]) {
      const view = renderMessageList([messageFixture({ content: 'Just chatting' })], {
        thread: direct,
        taskProjects,
      });
      const menu = await openMenu(user, rowOf('Just chatting'));
      expect(within(menu).queryByRole('menuitem', { name: 'Create task' })).toBeNull();
      view.unmount();
    }
  });

  it('shows the task chip linking to the task on its project board', () => {
    const message = messageFixture({ content: 'Became a task' });
    renderMessageList([message], { messageTasks: new Map([[message.id, 'task-9']]) });
    expect(screen.getByRole('link', { name: 'View task' })).toHaveAttribute(
      'href',
      `/dashboard/projects/${threadFixture().context_id}/tasks?task=task-9`,
    );
  });

  it('offers no create task without onCreateTask', async () => {
    const user = userEvent.setup();
    renderMessageList([messageFixture({ content: 'No tasks here' })], { onCreateTask: undefined });
    const menu = await openMenu(user, rowOf('No tasks here'));
    expect(within(menu).queryByRole('menuitem', { name: 'Create task' })).toBeNull();
  });
});

describe('MessageList: attachments', () => {
  it('picks the player by type and name, fetching bytes with the bearer token', async () => {
    const image = attachmentFixture({
      attachment_type: 'image',
      file_name: 'photo.png',
      mime_type: 'image/png',
      width: 800,
      height: 400,
    });
    image.thumbnail_url = `${image.file_url}/thumbnail`;
    const voice = attachmentFixture({
      attachment_type: 'video',
      file_name: 'voice-message-1.webm',
    });
    const videoNote = attachmentFixture({
      attachment_type: 'video',
      file_name: 'video-message-1.webm',
    });
    const video = attachmentFixture({ attachment_type: 'video', file_name: 'clip.mp4' });
    const file = attachmentFixture({ file_name: 'plan.pdf', file_size: 1536 });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { server } = renderMessageList(
      [messageFixture({ content: 'Files', attachments: [image, voice, videoNote, video, file] })],
      {},
      (fake) => {
        for (const path of [
          image.thumbnail_url!,
          voice.file_url,
          videoNote.file_url,
          video.file_url,
        ]) {
          fake.on(`GET ${path}`, async () => {
            await gate;
            return { status: 200, body: 'bytes' };
          });
        }
      },
    );
    const kinds = [...document.querySelectorAll('[data-attachment-view]')].map((node) =>
      node.getAttribute('data-attachment-view'),
    );
    expect(kinds).toEqual(['image', 'voice-note', 'video-note', 'video', 'file']);
    expect(screen.getByText('Loading image...')).toBeInTheDocument();
    expect(screen.getByText('Loading audio...')).toBeInTheDocument();
    expect(screen.getByText('plan.pdf')).toBeInTheDocument();
    expect(screen.getByText('1.5 KB')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('button', { name: 'Open image photo.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play voice message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play video message' })).toBeInTheDocument();
    expect(screen.getAllByText('Your browser does not support the video tag.')).toHaveLength(2);
    const thumbnailCall = server.calls.find((call) => call.url === image.thumbnail_url);
    expect(thumbnailCall?.auth).toBe('Bearer access');
    // The thumbnail keeps the image's proportions in its reserved box.
    expect(screen.getByRole('img', { name: 'photo.png' })).toHaveAttribute('height', '140');
  });

  it('hides an image that cannot be loaded', async () => {
    const image = attachmentFixture({ attachment_type: 'image', file_name: 'gone.png' });
    renderMessageList([messageFixture({ content: 'Broken', attachments: [image] })]);
    await waitFor(() => expect(screen.queryByText('Loading image...')).toBeNull());
    expect(screen.queryByRole('img', { name: 'gone.png' })).toBeNull();
  });

  it('lets the author delete an attachment after confirming', async () => {
    const user = userEvent.setup();
    const file = attachmentFixture({ file_name: 'old.pdf' });
    const { props } = renderMessageList([
      messageFixture({ content: 'With file', attachments: [file] }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete attachment old.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete attachment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(props.onDeleteAttachment).toHaveBeenCalledWith(file.id);
  });

  it('gives others no delete button on attachments', () => {
    const file = attachmentFixture({ file_name: 'theirs.pdf' });
    renderMessageList([
      messageFixture({ content: 'Grace file', author: GRACE, attachments: [file] }),
    ]);
    expect(screen.queryByRole('button', { name: /Delete attachment/ })).toBeNull();
  });
});

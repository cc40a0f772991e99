import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentFixture } from '../../api/comments/comment-fixture.ts';
import type { Comment } from '../../api/comments/types.ts';
import type { Member } from '../../api/members/members-api.ts';
import { fakeUser } from '../../api/test-fakes.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { ProjectComments } from './project-comments.tsx';

afterEach(() => vi.unstubAllGlobals());

const project = projectFixture({ id: 'p1' });
const LIST = 'GET /api/projects/p1/comments';

function member(id: string, name: string): Member {
  return {
    id: `m-${id}`,
    user_id: id,
    name,
    user_name: name,
    email: `${id}@example.com`,
    avatar: null,
    initials: '',
    role: 'member',
    is_owner: false,
    joined_at: '2025-01-01T00:00:00.000Z',
    online: false,
    assigned_tasks: 0,
  };
}

const members = [
  member(fakeUser.id, fakeUser.name),
  member('u-grace', 'Grace Hopper'),
  member('u-alan', 'Alan Turing'),
  member('u-alma', 'Alma Reville'),
  member('u-al', 'Al Green'),
  member('u-alice', 'Alice Ball'),
  member('u-aly', 'Aly Raisman'),
  member('u-albert', 'Albert Einstein'),
];

function renderComments(
  comments: Comment[],
  options: { canComment?: boolean; routes?: Parameters<typeof renderWithApp>[1]['routes'] } = {},
) {
  const subject = projectFixture({
    id: 'p1',
    can: { ...project.can, comment: options.canComment ?? true },
  });
  return renderWithApp(<ProjectComments project={subject} />, {
    path: '/',
    url: '/',
    routes: (server) => {
      server.on(LIST, () => ({ status: 200, body: { comments } }));
      server.on('GET /api/projects/p1/members', () => ({ status: 200, body: members }));
      options.routes?.(server);
    },
  });
}

const itemTexts = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p[dir="auto"]')?.textContent);

// Generous timeout: these type into textareas and the suite runs beside other workspaces.
describe('Comments', { timeout: 15_000 }, () => {
  it('lists comments oldest first with name, time, edited marker and line breaks kept', async () => {
    renderComments([
      commentFixture({ id: 'a', text: 'First\nsecond line', created_at: '2025-01-01T10:00:00Z' }),
      commentFixture({
        id: 'b',
        text: 'Then <b>this</b>',
        user: { id: 'u-grace', name: 'Grace Hopper', avatar: null },
        created_at: '2025-01-02T10:00:00Z',
        updated_at: '2025-01-02T11:00:00Z',
      }),
    ]);
    await screen.findByText('Grace Hopper');
    expect(itemTexts()).toEqual(['First\nsecond line', 'Then <b>this</b>']);
    // Plain text: markup shows as typed, never as HTML.
    expect(screen.getByText('Then <b>this</b>')).toBeInTheDocument();
    expect(screen.getAllByText('(edited)')).toHaveLength(1);
    expect(screen.getAllByText(/ago$/).length).toBeGreaterThan(0);
  });

  it("marks the @Names of mentioned members, the reader's own too", async () => {
    renderComments([
      commentFixture({
        text: `@${fakeUser.name} and @Grace Hopper, @Alan Turing`,
        mentions: [fakeUser.id, 'u-grace'],
      }),
    ]);
    expect(await screen.findByText(`@${fakeUser.name}`)).toHaveClass('text-primary');
    expect(await screen.findByText('@Grace Hopper')).toHaveClass('text-primary');
    // Not in the comment's mentions: plain text.
    expect(screen.queryByText('@Alan Turing')).toBeNull();
  });

  it('sends the text with the ids of members still mentioned in it', async () => {
    const user = userEvent.setup();
    const created = commentFixture({
      id: 'new',
      text: 'Hi @Grace Hopper please',
      mentions: ['u-grace'],
    });
    const { server } = renderComments([], {
      routes: (s) => s.on('POST /api/projects/p1/comments', () => ({ status: 201, body: created })),
    });
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    const send = screen.getByRole('button', { name: 'Comment' });
    expect(send).toBeDisabled();
    await user.type(box, 'Hi @gr');
    await screen.findByRole('listbox', { name: 'Members to mention' });
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Hi @Grace Hopper ');
    // A picked and then removed mention is not sent.
    await user.type(box, 'please @al');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Hi @Grace Hopper please @Alan Turing ');
    await user.keyboard('{Backspace>13/}');
    expect(box).toHaveValue('Hi @Grace Hopper please ');
    expect(send).toBeEnabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
        text: 'Hi @Grace Hopper please',
        mentions: ['u-grace'],
      }),
    );
    await waitFor(() => expect(box).toHaveValue(''));
    expect(await screen.findByText('@Grace Hopper')).toHaveClass('text-primary');
  });

  it('suggests at most 5 members, picked with the arrow keys, closed with Escape', async () => {
    const user = userEvent.setup();
    renderComments([]);
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, '@al');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(5);
    // The writer is never suggested.
    expect(within(listbox).queryByText(fakeUser.name)).toBeNull();
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[4]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Tab}');
    expect(options.map((option) => option.textContent)).toEqual([
      'Alan Turing',
      'Alma Reville',
      'Al Green',
      'Alice Ball',
      'Aly Raisman',
    ]);
    expect(box).toHaveValue('@Alma Reville ');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(box, '@gr');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('offers Edit and Delete only as the server allows', async () => {
    renderComments([
      commentFixture({ id: 'mine', text: 'Mine', can: { update: true, delete: true } }),
      commentFixture({ id: 'theirs', text: 'Theirs', can: { update: false, delete: true } }),
      commentFixture({ id: 'other', text: 'Other', can: { update: false, delete: false } }),
    ]);
    await screen.findByText('Mine');
    const [mine, theirs, other] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(mine!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine!).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(theirs!).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(theirs!).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(other!).queryByRole('button')).toBeNull();
  });

  it('shows observers the comments but no composer', async () => {
    renderComments([commentFixture({ can: { update: false, delete: false } })], {
      canComment: false,
    });
    await screen.findByText('Looks good');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Comment' })).toBeNull();
    expect(screen.getByText('Observers can read comments but not write them.')).toBeInTheDocument();
  });

  it('edits inline: Enter saves, Escape cancels', async () => {
    const user = userEvent.setup();
    const original = commentFixture({ id: 'c1', text: 'Old' });
    const { server } = renderComments([original], {
      routes: (s) =>
        s.on('PUT /api/comments/c1', (call) => ({
          status: 200,
          body: { ...original, ...(call.body as object), updated_at: '2025-01-02T00:00:00Z' },
        })),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Comment text' });
    expect(box).toHaveFocus();
    await user.type(box, ' draft{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Comment text' })).toBeNull();
    expect(screen.getByText('Old')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment text' }), ' and new{Enter}');
    expect(screen.getByText('Old and new')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        text: 'Old and new',
        mentions: [],
      }),
    );
    expect(await screen.findByText('(edited)')).toBeInTheDocument();
  });

  it('asks before deleting, then removes the comment', async () => {
    const user = userEvent.setup();
    const { server } = renderComments([commentFixture({ id: 'c1', text: 'Bye' })], {
      routes: (s) => s.on('DELETE /api/comments/c1', () => ({ status: 204 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Bye')).toBeNull());
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
  });

  it('puts a comment back and says why when the delete is refused', async () => {
    const user = userEvent.setup();
    renderComments([commentFixture({ id: 'c1', text: 'Stay' })], {
      routes: (s) =>
        s.on('DELETE /api/comments/c1', () => ({
          status: 403,
          body: { error: 'FORBIDDEN', message: 'no' },
        })),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not delete the comment. You do not have permission to perform this action',
    );
    expect(screen.getByText('Stay')).toBeInTheDocument();
  });
});

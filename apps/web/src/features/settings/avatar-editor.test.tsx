import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@crewline/shared/contracts/auth';
import { fakeUser, type FakeCall, type FakeReply } from '../../api/test-fakes.ts';
import { useAuth } from '../../app/auth/use-auth.ts';
import { Avatar } from '../../components/avatar.tsx';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { AvatarEditor } from './avatar-editor.tsx';

// The canvas crop needs a real browser; here it hands back a small PNG-typed blob.
vi.mock('./crop-image.ts', () => ({
  cropToBlob: vi.fn(async () => new Blob(['png-bytes'], { type: 'image/png' })),
}));

const AVATAR = `/api/users/${fakeUser.id}/avatar?v=aaaaaaaaaaaaaaaaaaaaaaaa`;
const SMALL = `/api/users/${fakeUser.id}/avatar/small?v=aaaaaaaaaaaaaaaaaaaaaaaa`;
const withAvatar: User = { ...fakeUser, avatar: AVATAR, avatar_small: SMALL };

/** The header's picture, as the shell draws it from the signed-in user. */
function HeaderProbe() {
  const { user } = useAuth();
  return (
    <div data-testid="header">
      <Avatar name={user?.name} src={user?.avatar_small ?? user?.avatar} />
    </div>
  );
}

function setup(
  reply: (call: FakeCall) => FakeReply,
  remove?: (call: FakeCall) => FakeReply,
  profile: User = fakeUser,
) {
  const calls: FakeCall[] = [];
  const view = renderWithApp(
    <>
      <AvatarEditor />
      <HeaderProbe />
    </>,
    {
      path: '/dashboard/settings',
      url: '/dashboard/settings',
      routes: (server) => {
        server.on('GET /api/auth/profile', () => ({ status: 200, body: profile }));
        server.on('POST /api/auth/profile/avatar', (call) => {
          calls.push(call);
          return reply(call);
        });
        server.on('DELETE /api/auth/profile/avatar', (call) => {
          calls.push(call);
          return remove?.(call) ?? { status: 500 };
        });
      },
    },
  );
  return { ...view, calls };
}

const image = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:me', revokeObjectURL: () => {} }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openAndPick(file: File) {
  // The picker's `accept` is a hint a person can override ("All files"); the check is ours.
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Change Avatar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Avatar' });
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, file);
  return { user, dialog };
}

describe('AvatarEditor', () => {
  it('crops, uploads the square as the multipart field "file", and the header shows it', async () => {
    const { calls } = setup(() => ({
      status: 200,
      body: { avatar: AVATAR, avatar_small: SMALL, user: withAvatar },
    }));
    const { user } = await openAndPick(image());
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Crop/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);
    const body = calls[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).type).toBe('image/png');
    expect(screen.getByTestId('header').querySelector('img')?.getAttribute('src')).toBe(SMALL);
    expect(screen.getByRole('status')).toHaveTextContent('Avatar updated.');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it.each([
    [413, 'The image is too large. Please choose one smaller than 5 MB.'],
    [415, 'Choose a JPEG, PNG, WebP or GIF image.'],
    [500, 'Failed to update the avatar. Please try again.'],
  ])('shows what went wrong on %i and keeps the dialog open', async (status, text) => {
    setup(() => ({ status, body: { error: 'X', message: 'server text' } }));
    const { user, dialog } = await openAndPick(image());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('refuses a file that is not an accepted image before any upload', async () => {
    const { calls } = setup(() => ({ status: 200 }));
    await openAndPick(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a JPEG, PNG, WebP or GIF image.',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it('closes with Escape and returns focus to "Change Avatar"', async () => {
    setup(() => ({ status: 200 }));
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Change Avatar' });
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('Remove returns to initials', async () => {
    const { calls } = setup(
      () => ({ status: 200 }),
      () => ({ status: 200, body: { avatar: null, avatar_small: null, user: fakeUser } }),
      withAvatar,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument(),
    );
    expect(calls.map((c) => c.method)).toEqual(['DELETE']);
    expect(screen.getByTestId('header').querySelector('img')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/initials/);
  });
});

import type { User } from '@crewline/shared/contracts/auth';
import { api } from '../client.ts';

const AVATAR_PATH = '/api/auth/profile/avatar';

type AvatarResponse = { avatar: string | null; avatar_small: string | null; user: User };

/** Uploads a (cropped) image as the avatar and puts the updated user in place everywhere. */
export async function uploadAvatar(image: Blob, fileName = 'avatar.png'): Promise<User> {
  const form = new FormData();
  form.append('file', image, fileName);
  const { user } = await api.post<AvatarResponse>(AVATAR_PATH, form);
  api.replaceUser(user);
  return user;
}

/** Removes the avatar (back to initials) and puts the updated user in place everywhere. */
export async function removeAvatar(): Promise<User> {
  const { user } = await api.delete<AvatarResponse>(AVATAR_PATH);
  api.replaceUser(user);
  return user;
}

import type { ProfileUpdateBody, User } from '@crewline/shared/contracts/auth';
import { api } from '../../api/client.ts';

/** Saves the profile and puts the saved user in place everywhere the app shows it. */
export async function saveProfile(body: ProfileUpdateBody): Promise<User> {
  const { user } = await api.put<{ user: User }>('/api/auth/profile', body);
  api.replaceUser(user);
  return user;
}

import type { ProfileUpdateBody, User } from '@crewline/shared/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { problemsFromDetail, type ProfileProblems } from './profile-form.ts';
import { saveProfile } from './profile-api.ts';

/** How long "Profile updated successfully!" stays. */
const PROFILE_SAVED_MS = 3_000;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

type Save = (body: ProfileUpdateBody) => Promise<{ user: User } | { problems: ProfileProblems }>;

/** Saving → the success message for 3 s, or the failure message. */
export function useProfileSave(save: (body: ProfileUpdateBody) => Promise<User> = saveProfile) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback<Save>(
    async (body) => {
      clearTimeout(timer.current);
      setState('saving');
      try {
        const user = await save(body);
        // The public profile page shows the same person.
        void queryClient.invalidateQueries({ queryKey: ['users', 'profile', user.id] });
        setState('saved');
        timer.current = setTimeout(() => setState('idle'), PROFILE_SAVED_MS);
        return { user };
      } catch (error) {
        setState('failed');
        const detail = error instanceof ApiError ? error.body?.detail : undefined;
        return { problems: Array.isArray(detail) ? problemsFromDetail(detail) : {} };
      }
    },
    [save, queryClient],
  );

  return { state, save: run };
}

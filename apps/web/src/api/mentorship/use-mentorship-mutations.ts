import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DeveloperProfileBody,
  SessionRequestBody,
} from '@crewline/shared/contracts/mentorship';
import {
  changeSession,
  requestSession,
  saveDeveloperProfile,
  sendFeedback,
  type SessionAction,
  type SessionFeedback,
} from './mentorship-api.ts';
import { mentorshipKeys } from './query-keys.ts';

// Any change moves sessions, balances and ledger rows together: refresh the whole area.
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mentorshipKeys.all });
}

export function useRequestSession() {
  const onSettled = useRefreshAll();
  return useMutation({
    mutationFn: (body: SessionRequestBody) => requestSession(body),
    onSettled,
  });
}

export function useChangeSession() {
  const onSettled = useRefreshAll();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: SessionAction }) =>
      changeSession(id, action),
    onSettled,
  });
}

export function useSendFeedback() {
  const onSettled = useRefreshAll();
  return useMutation({
    mutationFn: (feedback: SessionFeedback) => sendFeedback(feedback),
    onSettled,
  });
}

export function useSaveDeveloperProfile() {
  const onSettled = useRefreshAll();
  return useMutation({
    mutationFn: (body: DeveloperProfileBody) => saveDeveloperProfile(body),
    onSettled,
  });
}

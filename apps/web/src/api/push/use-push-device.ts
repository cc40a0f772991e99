import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readPushState, turnOffPush, turnOnPush } from './browser-push.ts';
import { sendTestPush } from './push-api.ts';

/** Query key of this browser's push state (it lives in the browser, not on the server). */
const pushDeviceKey = ['push-device'] as const;

/** This browser's push state, and turning it on or off (the state is re-read after either). */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: pushDeviceKey, queryFn: readPushState, staleTime: Infinity });
  const settle = () => queryClient.invalidateQueries({ queryKey: pushDeviceKey });
  const turnOn = useMutation({ mutationFn: turnOnPush, onSettled: settle });
  const turnOff = useMutation({ mutationFn: turnOffPush, onSettled: settle });
  return { state, turnOn, turnOff };
}

/** Sends a test push to every device of the caller. */
export function useSendTestPush() {
  return useMutation({ mutationFn: sendTestPush });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timeEntryKeys } from './query-keys.ts';
import { createTimeEntry, deleteTimeEntry, startTimer, stopTimer } from './time-entries-api.ts';
import type { TimeEntryCreateInput, TimerStartInput } from './types.ts';

// Not optimistic: a refused entry (overlap, end before start) must not flash into the lists,
// and the server computes the duration. Every time list refetches once the server has it.
function useRefreshingMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeEntryKeys.all }),
  });
}

/** Logs a finished piece of work. */
export function useCreateTimeEntry() {
  return useRefreshingMutation((input: TimeEntryCreateInput) => createTimeEntry(input));
}

/** Deletes an entry. */
export function useDeleteTimeEntry() {
  return useRefreshingMutation((id: string) => deleteTimeEntry(id));
}

/** Starts the signed-in person's timer. */
export function useStartTimer() {
  return useRefreshingMutation((input: TimerStartInput) => startTimer(input));
}

/** Stops the signed-in person's running timer. */
export function useStopTimer() {
  return useRefreshingMutation((_: void) => stopTimer());
}

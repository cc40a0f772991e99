import { useMutation } from '@tanstack/react-query';
import { deleteAttachment } from './attachments-api.ts';

/**
 * Deletes an uploaded file nobody has sent yet. No cache to update: an unsent upload is in no
 * message list, only in the composer that already dropped its chip.
 */
export function useDeleteAttachment() {
  return useMutation({ mutationFn: (id: string) => deleteAttachment(id) });
}

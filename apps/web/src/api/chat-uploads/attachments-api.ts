import { api } from '../client.ts';

/** Deletes an uploaded file (its author only), e.g. one removed from the composer before sending. */
export async function deleteAttachment(id: string): Promise<void> {
  await api.delete(`/api/attachments/${encodeURIComponent(id)}`);
}

import { ForbiddenError } from '../../errors.ts';

/**
 * Throws 403 unless the caller uploaded the file (only a message's author deletes
 * its attachments; a message's files are its author's uploads). Reading is decided by the
 * queries: the uploader before the file is sent, then the readers of its thread; 404 otherwise.
 */
export function authorizeAttachmentDelete(userId: string, uploaderId: string | null): void {
  if (uploaderId === null || uploaderId !== userId) throw new ForbiddenError();
}

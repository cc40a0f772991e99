import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';
import { uploadMultipart } from '../multipart-upload.ts';

const UPLOAD_PATH = '/api/attachments';

/** The server's 413 text, used too when a proxy refuses the size without a body. */
export const UPLOAD_TOO_LARGE = 'File size too large. Please upload files smaller than 10MB.';

/** An upload under way: its result, and a way to stop it. */
export type UploadHandle = { promise: Promise<AttachmentJson>; abort: () => void };

/** Uploads one chat file to POST /api/attachments (multipart field `file`), with progress. */
export function uploadAttachment(
  file: File,
  onProgress: (fraction: number) => void = () => undefined,
): UploadHandle {
  const controller = new AbortController();
  return {
    promise: uploadMultipart<AttachmentJson>({
      path: UPLOAD_PATH,
      field: 'file',
      file,
      onProgress,
      signal: controller.signal,
      tooLargeMessage: UPLOAD_TOO_LARGE,
    }),
    abort: () => controller.abort(),
  };
}

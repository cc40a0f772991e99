import { FILE_VERSION_FIELD, type FileVersionJson } from '@crewline/shared/contracts/files';
import { uploadMultipart } from '../multipart-upload.ts';

/** The server's 413 text, used too when a proxy refuses the size without a body. */
const VERSION_TOO_LARGE = 'File size too large. Please upload files smaller than 10MB.';

/**
 * Uploads `file` as the newest version of file `fileId` (POST /api/files/{id}/versions,
 * multipart field `file`), with progress.
 */
export function uploadVersion(
  fileId: string,
  file: File,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<FileVersionJson> {
  return uploadMultipart<FileVersionJson>({
    path: `/api/files/${encodeURIComponent(fileId)}/versions`,
    field: FILE_VERSION_FIELD,
    file,
    onProgress,
    tooLargeMessage: VERSION_TOO_LARGE,
  });
}

import { FILE_VERSION_FIELD, type FileVersionJson } from '@crewline/shared/contracts/files';
import { ApiError, CLIENT_MESSAGES, errorFromResponse } from '../api-error.ts';
import { api } from '../client.ts';

/** The server's 413 text (doc 3 §8), used too when a proxy refuses the size without a body. */
export const VERSION_TOO_LARGE = 'File size too large. Please upload files smaller than 10MB.';

type RawReply = { status: number; body: unknown };

function parse(xhr: XMLHttpRequest): unknown {
  const raw = typeof xhr.responseText === 'string' ? xhr.responseText : '';
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function sendOnce(
  path: string,
  file: File,
  token: string | null,
  onProgress: (fraction: number) => void,
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr) });
    xhr.onerror = () => reject(new ApiError(CLIENT_MESSAGES.network, 0, 'network'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    const form = new FormData();
    form.append(FILE_VERSION_FIELD, file, file.name);
    xhr.send(form);
  });
}

/**
 * Uploads `file` as the newest version of file `fileId` (POST /api/files/{id}/versions,
 * multipart field `file`). XMLHttpRequest rather than fetch, because only it reports upload
 * progress; like the chat uploads it carries the bearer token and refreshes it once on a 401.
 */
export async function uploadVersion(
  fileId: string,
  file: File,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<FileVersionJson> {
  const path = `/api/files/${encodeURIComponent(fileId)}/versions`;
  const token = api.store.getAccessToken();
  let reply = await sendOnce(path, file, token, onProgress);
  if (reply.status === 401) {
    const current = api.store.getAccessToken();
    if (!current || current === token) {
      try {
        await api.refreshSession();
      } catch {
        throw new ApiError(CLIENT_MESSAGES.authFailed, 401, 'authFailed');
      }
    }
    onProgress(0);
    reply = await sendOnce(path, file, api.store.getAccessToken(), onProgress);
    if (reply.status === 401) throw new ApiError(CLIENT_MESSAGES.authRequired, 401, 'authRequired');
  }
  if (reply.status === 413) {
    const body = reply.body as { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : VERSION_TOO_LARGE;
    throw new ApiError(message, 413, 'http');
  }
  if (reply.status < 200 || reply.status >= 300) {
    throw errorFromResponse(reply.status, reply.body, path);
  }
  onProgress(1);
  return reply.body as FileVersionJson;
}

import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';
import { ApiError, CLIENT_MESSAGES, errorFromResponse } from '../api-error.ts';
import { api } from '../client.ts';

export const UPLOAD_PATH = '/api/attachments';

/** The server's 413 text (doc 3 §8), used too when a proxy refuses the size without a body. */
export const UPLOAD_TOO_LARGE = 'File size too large. Please upload files smaller than 10MB.';

/** An upload under way: its result, and a way to stop it. */
export type UploadHandle = { promise: Promise<AttachmentJson>; abort: () => void };

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
  file: File,
  token: string | null,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr) });
    xhr.onerror = () => reject(new ApiError(CLIENT_MESSAGES.network, 0, 'network'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

async function upload(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<AttachmentJson> {
  const token = api.store.getAccessToken();
  let reply = await sendOnce(file, token, onProgress, signal);
  if (reply.status === 401) {
    // Same rule as the fetch client: refresh once (unless another request already did), retry.
    const current = api.store.getAccessToken();
    if (!current || current === token) {
      try {
        await api.refreshSession();
      } catch {
        throw new ApiError(CLIENT_MESSAGES.authFailed, 401, 'authFailed');
      }
    }
    onProgress(0);
    reply = await sendOnce(file, api.store.getAccessToken(), onProgress, signal);
    if (reply.status === 401) throw new ApiError(CLIENT_MESSAGES.authRequired, 401, 'authRequired');
  }
  if (reply.status === 413) {
    const body = reply.body as { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : UPLOAD_TOO_LARGE;
    throw new ApiError(message, 413, 'http');
  }
  if (reply.status < 200 || reply.status >= 300) {
    throw errorFromResponse(reply.status, reply.body, UPLOAD_PATH);
  }
  onProgress(1);
  return reply.body as AttachmentJson;
}

/**
 * Uploads one chat file to POST /api/attachments (multipart field `file`). XMLHttpRequest
 * rather than fetch, because only it reports upload progress; it carries the session's bearer
 * token and refreshes it once on a 401, as every other call of the API client does.
 */
export function uploadAttachment(
  file: File,
  onProgress: (fraction: number) => void = () => undefined,
): UploadHandle {
  const controller = new AbortController();
  return {
    promise: upload(file, onProgress, controller.signal),
    abort: () => controller.abort(),
  };
}

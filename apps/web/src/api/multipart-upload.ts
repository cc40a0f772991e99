import { ApiError, CLIENT_MESSAGES, errorFromResponse } from './api-error.ts';
import { api } from './client.ts';

/** One file to POST as a multipart part, with progress and an optional way to stop it. */
type MultipartUpload = {
  path: string;
  /** The multipart field the server reads the file from. */
  field: string;
  file: File;
  /** Text fields sent before the file (e.g. the transcription's language hint). */
  fields?: Record<string, string>;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
  /** The 413 text when the refusal has no body of its own (a proxy's). */
  tooLargeMessage: string;
};

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

function sendOnce(upload: MultipartUpload, token: string | null): Promise<RawReply> {
  const { path, field, file, onProgress, signal } = upload;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
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
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields ?? {})) form.append(name, value);
    form.append(field, file, file.name);
    xhr.send(form);
  });
}

/**
 * Uploads one file as multipart/form-data. XMLHttpRequest rather than fetch, because only it
 * reports upload progress; it carries the session's bearer token and refreshes it once on a
 * 401, as every other call of the API client does.
 */
export async function uploadMultipart<T>(upload: MultipartUpload): Promise<T> {
  const token = api.store.getAccessToken();
  let reply = await sendOnce(upload, token);
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
    upload.onProgress(0);
    reply = await sendOnce(upload, api.store.getAccessToken());
    if (reply.status === 401) throw new ApiError(CLIENT_MESSAGES.authRequired, 401, 'authRequired');
  }
  if (reply.status === 413) {
    const body = reply.body as { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : upload.tooLargeMessage;
    throw new ApiError(message, 413, 'http');
  }
  if (reply.status < 200 || reply.status >= 300) {
    throw errorFromResponse(reply.status, reply.body, upload.path);
  }
  upload.onProgress(1);
  return reply.body as T;
}

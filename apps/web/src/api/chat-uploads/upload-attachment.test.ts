import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../client.ts';
import { authReply, createFakeServer } from '../test-fakes.ts';
import { installFakeXhr, type FakeXhr } from './fake-xhr.ts';
import { UPLOAD_TOO_LARGE, uploadAttachment } from './upload-attachment.ts';

const attachment: AttachmentJson = {
  id: 'a1',
  message_id: null,
  attachment_type: 'document',
  file_name: 'notes.txt',
  file_url: '/api/attachments/a1/download',
  file_size: 5,
  mime_type: 'text/plain',
  thumbnail_url: null,
  width: null,
  height: null,
};

let Xhr: typeof FakeXhr;
const file = () => new File(['hello'], 'notes.txt', { type: 'text/plain' });

beforeEach(() => {
  Xhr = installFakeXhr();
  localStorage.setItem('access_token', 'old-access');
  localStorage.setItem('refresh_token', 'refresh');
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadAttachment', () => {
  it('posts the file as multipart field "file" with the bearer token and reports progress', async () => {
    const progress: number[] = [];
    const { promise } = uploadAttachment(file(), (fraction) => progress.push(fraction));
    const [request] = Xhr.requests;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/api/attachments',
      fileName: 'notes.txt',
    });
    expect(request!.headers.Authorization).toBe('Bearer old-access');
    request!.progress(2, 5);
    request!.respond(201, attachment);
    await expect(promise).resolves.toEqual(attachment);
    expect(progress).toEqual([0.4, 1]);
  });

  it('refreshes the session once on a 401 and retries with the new token', async () => {
    const server = createFakeServer();
    server.on('POST /api/auth/refresh', () => ({
      status: 200,
      body: authReply('new-access', 'new-refresh'),
    }));
    vi.stubGlobal('fetch', server.fetch);
    const { promise } = uploadAttachment(file());
    Xhr.requests[0]!.respond(401, { error: 'unauthorized', message: 'expired' });
    await vi.waitFor(() => expect(Xhr.requests).toHaveLength(2));
    expect(Xhr.requests[1]!.headers.Authorization).toBe('Bearer new-access');
    Xhr.requests[1]!.respond(201, attachment);
    await expect(promise).resolves.toEqual(attachment);
    expect(api.store.getAccessToken()).toBe('new-access');
  });

  it("rejects a 413 with the server's text, or the spec's when the body has none", async () => {
    const first = uploadAttachment(file());
    Xhr.requests[0]!.respond(413, { error: 'too_large', message: 'Server says too big' });
    await expect(first.promise).rejects.toMatchObject({
      status: 413,
      message: 'Server says too big',
    });
    const second = uploadAttachment(file());
    Xhr.requests[1]!.respond(413, undefined);
    await expect(second.promise).rejects.toMatchObject({ status: 413, message: UPLOAD_TOO_LARGE });
  });

  it('maps other failures like the API client does, and a network failure', async () => {
    const refused = uploadAttachment(file());
    Xhr.requests[0]!.respond(422, { error: 'validation', message: 'Bad file' });
    await expect(refused.promise).rejects.toMatchObject({
      status: 422,
      message: 'Validation error: Bad file',
    });
    const lost = uploadAttachment(file());
    Xhr.requests[1]!.failNetwork();
    await expect(lost.promise).rejects.toMatchObject({ kind: 'network' });
  });

  it('abort stops the request', async () => {
    const handle = uploadAttachment(file());
    const outcome = expect(handle.promise).rejects.toMatchObject({ name: 'AbortError' });
    handle.abort();
    await outcome;
    expect(Xhr.requests[0]!.aborted).toBe(true);
  });
});

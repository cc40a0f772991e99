import { vi } from 'vitest';
import { FakeXhr as RecordingXhr } from '../../api/chat-uploads/fake-xhr.ts';

type Reply = { status: number; body: unknown };

/**
 * Test helper: the chat uploads' recording XMLHttpRequest, answering by itself with the replies
 * the test queues (after reporting upload progress as a browser does), or when told to.
 */
export class FakeXhr extends RecordingXhr {
  static replies: Reply[] = [];
  /** When false, requests wait for `answer()` (to look at the in-between states). */
  static autoRespond = true;

  /** Every request sent, in order (the recording fake's list). */
  static get sent(): FakeXhr[] {
    return RecordingXhr.requests as FakeXhr[];
  }
  static set sent(list: FakeXhr[]) {
    RecordingXhr.requests = list;
  }

  /** The multipart form sent. */
  get form(): FormData | null {
    return this.body;
  }

  override send(body: FormData): void {
    super.send(body);
    if (FakeXhr.autoRespond) queueMicrotask(() => this.answer());
  }

  /** Reports half, then all of the upload, then answers with the next queued reply. */
  answer(): void {
    this.progress(5, 10);
    this.progress(10, 10);
    const reply = FakeXhr.replies.shift() ?? { status: 500, body: { message: 'no reply set' } };
    this.respond(reply.status, reply.body);
  }
}

/**
 * Installs the fake XMLHttpRequest and a fetch answering /api/server-info with `engine`, and the
 * administrators' diagnostics (the web's test for a server administrator) with 200 for `admin`.
 */
export function installFakeTranscription({
  engine = 'openai',
  admin = false,
}: { engine?: string | null; admin?: boolean } = {}) {
  FakeXhr.replies = [];
  FakeXhr.sent = [];
  FakeXhr.autoRespond = true;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/server-info')) {
      return new Response(JSON.stringify({ name: 'Crewline', transcription: { engine } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (url.startsWith('/api/admin/realtime')) {
      return admin
        ? new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response(
            JSON.stringify({
              error: 'FORBIDDEN',
              message: 'Only server administrators can see realtime diagnostics',
            }),
            { status: 403, headers: { 'content-type': 'application/json' } },
          );
    }
    return new Response(JSON.stringify({ message: 'no route' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { xhr: FakeXhr, fetch };
}

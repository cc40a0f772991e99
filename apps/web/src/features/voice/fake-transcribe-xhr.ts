import { vi } from 'vitest';

type Reply = { status: number; body: unknown };

/**
 * Test helper: an XMLHttpRequest that records each upload (URL, headers, form) and answers with
 * the reply the test sets, after reporting upload progress as a browser does.
 */
export class FakeXhr {
  static replies: Reply[] = [];
  static sent: FakeXhr[] = [];
  /** When false, requests wait for `respond()` (to look at the in-between states). */
  static autoRespond = true;

  method = '';
  url = '';
  headers: Record<string, string> = {};
  form: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(form: FormData): void {
    this.form = form;
    FakeXhr.sent.push(this);
    if (FakeXhr.autoRespond) queueMicrotask(() => this.respond());
  }

  abort(): void {
    this.onabort?.();
  }

  /** Reports half, then all of the upload, then answers with the next queued reply. */
  respond(): void {
    const progress = (loaded: number) =>
      this.upload.onprogress?.({ lengthComputable: true, loaded, total: 10 } as ProgressEvent);
    progress(5);
    progress(10);
    const reply = FakeXhr.replies.shift() ?? { status: 500, body: { message: 'no reply set' } };
    this.status = reply.status;
    this.responseText = JSON.stringify(reply.body);
    this.onload?.();
  }
}

/** Installs the fake XMLHttpRequest and a fetch answering /api/server-info with `engine`. */
export function installFakeTranscription({ engine = 'openai' }: { engine?: string | null } = {}) {
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
    return new Response(JSON.stringify({ message: 'no route' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { xhr: FakeXhr, fetch };
}

import { vi } from 'vitest';

/**
 * Test helper: a stand-in for XMLHttpRequest that records every request and lets the test
 * drive it (progress, a reply, a network failure). Install with `installFakeXhr()`.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
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

  send(body: FormData): void {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  /** The uploaded file's name (multipart field `file`). */
  get fileName(): string | undefined {
    const file = this.body?.get('file');
    return file instanceof File ? file.name : undefined;
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }

  failNetwork(): void {
    this.onerror?.();
  }
}

/** Replaces the global XMLHttpRequest with FakeXhr (undone by vi.unstubAllGlobals). */
export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}

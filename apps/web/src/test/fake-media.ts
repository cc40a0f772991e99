import { vi } from 'vitest';

/** Test helper: a MediaRecorder that records nothing but behaves like one to its listeners. */
export class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) =>
    type.startsWith('audio/webm') || type.startsWith('video/webm');

  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  timeslice: number | undefined;

  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions = {},
  ) {
    FakeMediaRecorder.instances.push(this);
  }

  start(timeslice?: number): void {
    this.timeslice = timeslice;
    this.state = 'recording';
  }

  stop(): void {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['recorded'], { type: this.options.mimeType ?? '' }) });
    this.onstop?.();
  }
}

/** A stream whose tracks report whether they were stopped. */
function fakeStream() {
  const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }];
  return { stream: { getTracks: () => tracks } as unknown as MediaStream, tracks };
}

/**
 * Installs the fake recorder and a getUserMedia that grants (returning the fake stream) or,
 * with `deny`, refuses as a browser does when permission is withheld.
 */
export function installFakeMedia({ deny = false } = {}) {
  FakeMediaRecorder.instances = [];
  const { stream, tracks } = fakeStream();
  const getUserMedia = vi.fn((constraints: MediaStreamConstraints) => {
    void constraints;
    return deny
      ? Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
      : Promise.resolve(stream);
  });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  return { getUserMedia, tracks, recorders: FakeMediaRecorder.instances };
}

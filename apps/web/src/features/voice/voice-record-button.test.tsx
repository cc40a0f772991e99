import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeMediaRecorder, installFakeMedia } from '../../test/fake-media.ts';
import { FakeXhr, installFakeTranscription } from './fake-transcribe-xhr.ts';
import { VoiceRecordButton, type VoiceTranscript } from './voice-record-button.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function setup(props: { onTypeInstead?: () => void; hint?: string } = {}) {
  const onTranscript = vi.fn<(transcript: VoiceTranscript) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VoiceRecordButton
        label="Record task by voice"
        onTranscript={onTranscript}
        onTypeInstead={vi.fn()}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { onTranscript, button: screen.getByRole('button', { name: 'Record task by voice' }) };
}

async function record(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
  await screen.findByRole('timer');
}

describe('VoiceRecordButton', () => {
  it('records, shows the timer, level meter and hint, uploads the audio and hands over the transcript', async () => {
    const media = installFakeMedia();
    installFakeTranscription();
    FakeXhr.replies.push({
      status: 200,
      body: {
        text: 'Urgent fix the login page tomorrow',
        transcription: 'Urgent fix the login page tomorrow',
        language: 'en',
        duration_ms: 2400,
        engine: 'openai',
      },
    });
    const { onTranscript, button } = setup({ hint: 'Try saying "tomorrow"' });
    await record(button);
    expect(media.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(screen.getByRole('timer')).toHaveTextContent('0:00 of 2:00');
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toBeInTheDocument();
    expect(screen.getByText('Try saying "tomorrow"')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Recording…');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop and transcribe' }));
    });
    await waitFor(() => expect(onTranscript).toHaveBeenCalledTimes(1));
    expect(onTranscript).toHaveBeenCalledWith({
      text: 'Urgent fix the login page tomorrow',
      language: 'en',
      durationMs: 2400,
    });
    const upload = FakeXhr.sent[0]!;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/transcribe');
    expect(upload.form!.get('language')).toBe('en');
    const audio = upload.form!.get('audio') as File;
    expect(audio.type).toBe('audio/webm');
    expect(audio.name).toMatch(/\.webm$/);
    expect(media.tracks.every((track) => track.stop.mock.calls.length === 1)).toBe(true);
  });

  it('shows "Transcribing…" once the upload is done and the server is still working', async () => {
    installFakeMedia();
    installFakeTranscription();
    FakeXhr.autoRespond = false;
    const { onTranscript, button } = setup();
    await record(button);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop and transcribe' }));
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    act(() => {
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 10 } as ProgressEvent);
    });
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    act(() => {
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 } as ProgressEvent);
    });
    expect(screen.getByRole('progressbar', { name: 'Transcribing…' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Transcribing…');
    FakeXhr.replies.push({ status: 200, body: { text: '', language: 'en', duration_ms: 900 } });
    await act(async () => xhr.answer());
    // No speech: handed over as '' (the caller says "No speech detected in recording").
    expect(onTranscript).toHaveBeenCalledWith({ text: '', language: 'en', durationMs: 900 });
  });

  it('a refused microphone says so and uploads nothing', async () => {
    installFakeMedia({ deny: true });
    installFakeTranscription();
    const { onTranscript, button } = setup();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Microphone access is blocked for this site.',
    );
    expect(onTranscript).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('a missing microphone says none was found', async () => {
    const media = installFakeMedia();
    media.getUserMedia.mockImplementation(() =>
      Promise.reject(new DOMException('No device', 'NotFoundError')),
    );
    installFakeTranscription();
    const { button } = setup();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No working microphone was found. Connect one and try again.',
    );
  });

  it('stops itself at 2 minutes and transcribes what it has', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFakeMedia();
    installFakeTranscription();
    FakeXhr.replies.push({ status: 200, body: { text: 'Long one', language: 'en' } });
    const { onTranscript, button } = setup();
    await record(button);
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(screen.getByRole('timer')).toHaveTextContent('1:59 of 2:00');
    expect(FakeMediaRecorder.instances[0]!.state).toBe('recording');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(FakeMediaRecorder.instances[0]!.state).toBe('inactive');
    await waitFor(() => expect(onTranscript).toHaveBeenCalledTimes(1));
    expect(onTranscript.mock.calls[0]![0].text).toBe('Long one');
    expect(screen.getByText('Recording stopped at the 2-minute limit.')).toBeInTheDocument();
  });

  it('refuses a recording over 25 MB without uploading it', async () => {
    installFakeMedia();
    installFakeTranscription();
    const { onTranscript, button } = setup();
    await record(button);
    const recorder = FakeMediaRecorder.instances[0]!;
    // 26,214,401 bytes: one over AUDIO_MAX_BYTES.
    recorder.ondataavailable?.({ data: new Blob([new Uint8Array(26_214_401)]) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop and transcribe' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Recording too large. Please keep recordings under 2 minutes.',
    );
    expect(FakeXhr.sent).toHaveLength(0);
    expect(onTranscript).not.toHaveBeenCalled();
  });

  it('Escape cancels the recording: nothing uploaded, microphone released', async () => {
    const media = installFakeMedia();
    installFakeTranscription();
    const { onTranscript, button } = setup();
    await record(button);
    await act(async () => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(media.tracks[0]!.stop).toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(onTranscript).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('an engine failure (502) reads "Transcription failed (502): {detail}"', async () => {
    installFakeMedia();
    installFakeTranscription();
    FakeXhr.replies.push({
      status: 502,
      body: {
        error: 'transcription_failed',
        message: 'Transcription failed',
        detail: 'upstream said: model overloaded',
        upstream_status: 503,
      },
    });
    const { onTranscript, button } = setup();
    await record(button);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop and transcribe' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Transcription failed (502): upstream said: model overloaded',
    );
    expect(onTranscript).not.toHaveBeenCalled();
  });

  it('a server without a usable model (503) explains it, its fix only to an administrator', async () => {
    installFakeMedia();
    installFakeTranscription({ admin: true });
    FakeXhr.replies.push({
      status: 503,
      body: {
        error: 'TRANSCRIPTION_MODEL_MISSING',
        message: 'Set TRANSCRIBE_API_URL or WHISPER_MODEL_DIR',
      },
    });
    const onTypeInstead = vi.fn();
    const { button } = setup({ onTypeInstead });
    await record(button);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop and transcribe' }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Speech recognition is not set up on this server');
    await waitFor(() => expect(alert).toHaveTextContent('run npm run voice:model'));
    expect(alert).toHaveTextContent('Set TRANSCRIBE_API_URL or WHISPER_MODEL_DIR');
    fireEvent.click(screen.getByRole('button', { name: 'Type instead' }));
    expect(onTypeInstead).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with no server engine, uses the browser speech recognition in the interface language', async () => {
    const media = installFakeMedia();
    installFakeTranscription({ engine: 'none' });
    const instances: FakeRecognition[] = [];
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = true;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      constructor() {
        instances.push(this);
      }
      start() {}
      stop() {
        this.onresult?.({ results: [[{ transcript: 'Fix the login page' }]] });
        this.onend?.();
      }
      abort() {
        this.onend?.();
      }
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const { onTranscript, button } = setup();
    // The engine is read from /api/server-info first.
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Listening…');
    expect(instances[0]!.lang).toBe('en-US');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop and transcribe' }));
    });
    await waitFor(() => expect(onTranscript).toHaveBeenCalledTimes(1));
    expect(onTranscript.mock.calls[0]![0]).toMatchObject({
      text: 'Fix the login page',
      language: 'en',
    });
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

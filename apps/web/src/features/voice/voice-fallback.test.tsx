import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ar } from '../../i18n/locales/ar/index.ts';
import { ru } from '../../i18n/locales/ru/index.ts';
import { installFakeMedia } from '../../test/fake-media.ts';
import { FakeXhr, installFakeTranscription } from './fake-transcribe-xhr.ts';
import { VoiceRecordButton, type VoiceTranscript } from './voice-record-button.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/**
 * A browser recogniser that, once started, reports the queued error codes (as Chrome does when
 * its online service is missing or refused) and ends; or, with `heard`, hears those words first.
 */
class FakeRecognition {
  static instances: FakeRecognition[] = [];
  static errors: string[] = [];
  static heard = '';
  static startThrows: Error | null = null;
  lang = '';
  continuous = false;
  interimResults = true;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;

  constructor() {
    FakeRecognition.instances.push(this);
  }

  start() {
    if (FakeRecognition.startThrows) throw FakeRecognition.startThrows;
    queueMicrotask(() => {
      if (FakeRecognition.heard) {
        this.onresult?.({ results: [[{ transcript: FakeRecognition.heard }]] });
      }
      for (const error of FakeRecognition.errors) this.onerror?.({ error });
      if (FakeRecognition.errors.length > 0) this.onend?.();
    });
  }

  stop() {
    this.onend?.();
  }

  abort() {
    this.onend?.();
  }
}

function installRecognition(errors: string[], heard = '') {
  FakeRecognition.instances = [];
  FakeRecognition.errors = errors;
  FakeRecognition.heard = heard;
  FakeRecognition.startThrows = null;
  vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
}

async function setup() {
  const onTranscript = vi.fn<(transcript: VoiceTranscript) => void>();
  const onTypeInstead = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VoiceRecordButton
        label="Record task by voice"
        onTranscript={onTranscript}
        onTypeInstead={onTypeInstead}
      />
    </QueryClientProvider>,
  );
  // The button chooses between the server and the browser once /api/server-info has answered.
  await waitFor(() =>
    expect(client.getQueryData(['server-info', 'transcription-engine'])).toBeDefined(),
  );
  const button = screen.getByRole('button', { name: 'Record task by voice' });
  return { onTranscript, onTypeInstead, button, client };
}

async function press(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

/** Speech recogniser error codes, the text each must show, and whether an admin could fix it. */
const SPEECH_CASES: [code: string, text: string, adminFixable: boolean][] = [
  [
    'network',
    'This browser’s speech recognition needs its maker’s online service, and it could not be reached.',
    true,
  ],
  ['service-not-allowed', 'This browser does not allow its speech recognition service here', true],
  ['not-allowed', 'Microphone access is blocked for this site.', false],
  ['audio-capture', 'No working microphone was found.', false],
  ['no-speech', 'Nothing was heard. Speak close to the microphone and try again.', false],
  ['aborted', 'Listening stopped before anything was recognised.', false],
  ['bad-grammar', 'This browser’s speech recognition refused its settings (grammar error).', true],
  ['language-not-supported', 'This browser’s speech recognition does not support English.', true],
  [
    'something-new',
    'This browser’s speech recognition stopped with an error (something-new).',
    true,
  ],
];

describe('voice capture without a server engine: the browser recogniser fails', () => {
  it.each(SPEECH_CASES)(
    '"%s" says "%s", offers Type instead, and never blames the microphone wrongly',
    async (code, text, adminFixable) => {
      const media = installFakeMedia();
      installFakeTranscription({ engine: 'none', admin: true });
      installRecognition([code]);
      const { onTypeInstead, onTranscript, button } = await setup();
      await press(button);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      if (code !== 'not-allowed' && code !== 'audio-capture') {
        expect(alert).not.toHaveTextContent(/microphone could not|access is blocked/i);
      }
      if (adminFixable) {
        await waitFor(() => expect(alert).toHaveTextContent('TRANSCRIBE_API_URL'));
      } else {
        // Settings of the server fix nothing the speaker's own microphone or voice caused.
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
        expect(alert).not.toHaveTextContent('TRANSCRIBE_API_URL');
      }
      const typeInstead = screen.getByRole('button', { name: 'Type instead' });
      expect(typeInstead).toHaveFocus();
      fireEvent.click(typeInstead);
      expect(onTypeInstead).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(onTranscript).not.toHaveBeenCalled();
      expect(media.getUserMedia).not.toHaveBeenCalled();
      expect(FakeXhr.sent).toHaveLength(0);
    },
  );

  it('shows the server settings only to a server administrator', async () => {
    installFakeMedia();
    const { fetch } = installFakeTranscription({ engine: 'none', admin: false });
    installRecognition(['network']);
    const { button } = await setup();
    await press(button);
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'A server administrator can set up speech recognition on the server.',
      ),
    );
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/admin/realtime')).toBe(true);
    expect(alert).not.toHaveTextContent('TRANSCRIBE_API_URL');
    expect(alert).not.toHaveTextContent('voice:model');
    expect(screen.getByRole('button', { name: 'Type instead' })).toBeInTheDocument();
  });

  it('an administrator sees which settings to change', async () => {
    installFakeMedia();
    installFakeTranscription({ engine: 'none', admin: true });
    installRecognition(['service-not-allowed']);
    const { button } = await setup();
    await press(button);
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'For administrators: set TRANSCRIBE_API_URL to an OpenAI-compatible transcription service, or run npm run voice:model to install a local model, then restart the server.',
      ),
    );
    expect(alert).not.toHaveTextContent('A server administrator can set up');
  });

  it('words heard before a silence are kept, not reported as "nothing heard"', async () => {
    installFakeMedia();
    installFakeTranscription({ engine: 'none' });
    installRecognition(['no-speech'], 'Fix the login page');
    const { onTranscript, button } = await setup();
    await press(button);
    await waitFor(() => expect(onTranscript).toHaveBeenCalledTimes(1));
    expect(onTranscript.mock.calls[0]![0].text).toBe('Fix the login page');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stopping before anything was said reports that nothing was heard', async () => {
    installFakeMedia();
    installFakeTranscription({ engine: 'none' });
    installRecognition([]);
    const { onTranscript, button } = await setup();
    await press(button);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop and transcribe' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was heard.');
    expect(onTranscript).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Type instead' })).toBeInTheDocument();
  });

  it('a recogniser that cannot even start says so', async () => {
    installFakeMedia();
    installFakeTranscription({ engine: 'none' });
    installRecognition([]);
    FakeRecognition.startThrows = new DOMException('busy', 'InvalidStateError');
    const { button } = await setup();
    await press(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser’s speech recognition stopped with an error (InvalidStateError).',
    );
  });

  it('a browser without recognition, on a server without an engine, says so before recording', async () => {
    const media = installFakeMedia();
    installFakeTranscription({ engine: 'none' });
    const { onTypeInstead, button } = await setup();
    await press(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Speech recognition is not set up on this server, and this browser cannot recognise speech itself.',
    );
    expect(media.getUserMedia).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Type instead' }));
    expect(onTypeInstead).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['ru', ru, 'Распознаванию речи в этом браузере нужен онлайн-сервис'],
    ['ar', ar, 'يحتاج التعرّف على الكلام في هذا المتصفح إلى خدمة'],
  ] as const)('speaks %s', async (language, texts, text) => {
    i18n.addResourceBundle(language, 'translation', texts);
    await i18n.changeLanguage(language);
    installFakeMedia();
    installFakeTranscription({ engine: 'none' });
    installRecognition(['network']);
    const { button } = await setup();
    await press(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(FakeRecognition.instances[0]!.lang).toBe(language === 'ru' ? 'ru-RU' : 'ar-SA');
    expect(screen.getByRole('button', { name: texts.voice.typeInstead })).toBeInTheDocument();
  });
});

/** getUserMedia's refusals and the text each must show. */
const MICROPHONE_CASES: [name: string, text: string][] = [
  ['NotAllowedError', 'Microphone access is blocked for this site.'],
  ['SecurityError', 'Microphone access is blocked for this site.'],
  ['NotFoundError', 'No working microphone was found.'],
  ['OverconstrainedError', 'No working microphone was found.'],
  ['NotReadableError', 'The microphone could not be started: another app may be using it.'],
  ['AbortError', 'The microphone could not be started: another app may be using it.'],
  ['NotSupportedError', 'This browser cannot record on this page.'],
  ['UnknownError', 'The microphone could not be used. Try again.'],
];

describe('voice capture with a server engine: the microphone fails', () => {
  it.each(MICROPHONE_CASES)('%s says "%s" and offers Type instead', async (name, text) => {
    const media = installFakeMedia();
    media.getUserMedia.mockImplementation(() => Promise.reject(new DOMException('no', name)));
    installFakeTranscription({ engine: 'openai', admin: true });
    const { onTypeInstead, button } = await setup();
    await press(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(alert).not.toHaveTextContent('TRANSCRIBE_API_URL');
    const typeInstead = screen.getByRole('button', { name: 'Type instead' });
    expect(typeInstead).toHaveFocus();
    fireEvent.click(typeInstead);
    expect(onTypeInstead).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('a server without an engine (503) tells a member to ask an administrator', async () => {
    installFakeMedia();
    installFakeTranscription({ engine: 'openai', admin: false });
    FakeXhr.replies.push({
      status: 503,
      body: {
        error: 'TRANSCRIPTION_NOT_CONFIGURED',
        message: 'An administrator can set TRANSCRIBE_API_URL',
      },
    });
    const { button } = await setup();
    await press(button);
    await screen.findByRole('timer');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop and transcribe' }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Speech recognition is not set up on this server');
    await waitFor(() =>
      expect(alert).toHaveTextContent('A server administrator can set up speech recognition'),
    );
    expect(alert).not.toHaveTextContent('TRANSCRIBE_API_URL');
    expect(screen.getByRole('button', { name: 'Type instead' })).toBeInTheDocument();
  });

  it('a busy engine (503 with TRANSCRIPTION_BUSY) says to try again, not that it is missing', async () => {
    installFakeMedia();
    installFakeTranscription({ engine: 'local' });
    FakeXhr.replies.push({
      status: 503,
      body: { error: 'TRANSCRIPTION_BUSY', message: 'Speech recognition is busy.' },
    });
    const { button } = await setup();
    await press(button);
    await screen.findByRole('timer');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop and transcribe' }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Speech recognition is busy. Please try again in a few seconds.',
    );
    expect(alert).not.toHaveTextContent('not set up');
  });
});

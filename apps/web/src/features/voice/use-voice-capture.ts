import { AUDIO_MAX_BYTES } from '@crewline/shared/limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transcribeAudio, TranscriptionError } from '../../api/transcribe.ts';
import { TRANSCRIBE_ERRORS } from '@crewline/shared/contracts/transcribe';
import { errorSentence } from '../../i18n/describe-error.ts';
import { toLanguage } from '../../i18n/languages.ts';
import {
  browserRecognitionClass,
  BrowserSpeechError,
  listenOnce,
  type BrowserSpeechFailure,
} from './recorder/browser-speech.ts';
import {
  useMediaRecorder,
  type MicrophoneFailure,
  type RecordingSpec,
} from '../../components/use-media-recorder.ts';
import { useTranscriptionEngine } from './use-transcription-engine.ts';
import type { VoiceTranscript } from './voice-record-button.tsx';

/** A voice task recording stops itself after two minutes. */
export const VOICE_TASK_MAX_SECONDS = 120;

const VOICE_TASK_SPEC: RecordingSpec = {
  constraints: { audio: true },
  preferredMimeType: 'audio/webm;codecs=opus',
  fileType: 'audio/webm',
  fileName: () => `voice-task-${Date.now()}.webm`,
  maxSeconds: VOICE_TASK_MAX_SECONDS,
};

/** Where a voice capture is: the recorder's steps, the browser's recogniser, upload, failure. */
export type VoicePhase =
  | { step: 'idle' }
  | { step: 'starting' }
  | { step: 'recording' }
  | { step: 'listening' }
  | { step: 'uploading'; fraction: number }
  | { step: 'transcribing' }
  | {
      step: 'failed';
      message: string;
      /** A server administrator could fix it by setting up a speech engine on the server. */
      adminFixable: boolean;
      /** The server's own explanation, for administrators only (names folders and settings). */
      adminDetail?: string;
    };

type Listening = ReturnType<typeof listenOnce>;

/** The text for each reason the microphone could not be opened. */
const MIC_TEXTS = {
  denied: 'voice.errors.micDenied',
  notFound: 'voice.errors.noMicrophone',
  inUse: 'voice.errors.micInUse',
  unsupported: 'voice.errors.recordingUnsupported',
  unavailable: 'voice.errors.micUnavailable',
} as const satisfies Record<MicrophoneFailure, string>;

/** The text for each reason the browser's recogniser gave up. */
const SPEECH_TEXTS = {
  micDenied: 'voice.errors.micDenied',
  noMicrophone: 'voice.errors.noMicrophone',
  network: 'voice.errors.network',
  serviceNotAllowed: 'voice.errors.serviceNotAllowed',
  noSpeech: 'voice.errors.noSpeech',
  interrupted: 'voice.errors.interrupted',
  badGrammar: 'voice.errors.badGrammar',
  languageNotSupported: 'voice.errors.languageNotSupported',
  recognitionFailed: 'voice.errors.recognitionFailed',
} as const satisfies Record<BrowserSpeechFailure, string>;

/**
 * Failures of the browser's own speech service (not of the microphone or the speaker): a
 * speech engine on the server, which an administrator can set up, would avoid them.
 */
const SERVICE_FAILURES: ReadonlySet<BrowserSpeechFailure> = new Set([
  'network',
  'serviceNotAllowed',
  'badGrammar',
  'languageNotSupported',
  'recognitionFailed',
]);

/** A language's name in the interface language ("Arabic", "арабский"), or its code. */
function languageName(language: string, interfaceLanguage: string): string {
  try {
    return (
      new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(language) ?? language
    );
  } catch {
    return language;
  }
}

/**
 * Speech to text for the voice buttons: records with the app's one recorder, refuses a file
 * over 25 MB before uploading, uploads with progress and waits for the transcript; where the
 * server has no engine but the browser can recognise speech, listens with the browser instead.
 */
export function useVoiceCapture(onTranscript: (transcript: VoiceTranscript) => void) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const engine = useTranscriptionEngine();
  const [phase, setPhase] = useState<VoicePhase>({ step: 'idle' });
  const [limitReached, setLimitReached] = useState(false);
  const deliver = useRef(onTranscript);
  const upload = useRef<AbortController | null>(null);
  const listening = useRef<Listening | null>(null);

  useEffect(() => {
    deliver.current = onTranscript;
  }, [onTranscript]);

  const fail = useCallback(
    (message: string, adminFixable = false, adminDetail?: string) =>
      setPhase({ step: 'failed', message, adminFixable, adminDetail }),
    [],
  );

  const micText = useCallback((failure: MicrophoneFailure) => t(MIC_TEXTS[failure]), [t]);

  const speechText = useCallback(
    (error: BrowserSpeechError) =>
      t(SPEECH_TEXTS[error.failure], {
        code: error.code,
        language: languageName(language, i18n.language),
      }),
    [i18n.language, language, t],
  );

  const transcribe = useCallback(
    async (file: File, durationMs: number) => {
      if (file.size > AUDIO_MAX_BYTES) {
        fail(t('voice.errors.tooLarge'));
        return;
      }
      const controller = new AbortController();
      upload.current = controller;
      setPhase({ step: 'uploading', fraction: 0 });
      try {
        const result = await transcribeAudio(file, {
          language,
          signal: controller.signal,
          tooLargeMessage: t('voice.errors.tooLarge'),
          onProgress: (fraction) =>
            setPhase(fraction >= 1 ? { step: 'transcribing' } : { step: 'uploading', fraction }),
        });
        setPhase({ step: 'idle' });
        deliver.current({
          text: result.text,
          language: result.language,
          durationMs: result.durationMs || durationMs,
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof TranscriptionError && error.status === 413) {
          fail(t('voice.errors.tooLarge'));
        } else if (error instanceof TranscriptionError && error.notConfigured) {
          // A missing model's text names the folder to fill: worth showing to whoever can.
          const missingModel = error.code === TRANSCRIBE_ERRORS.modelMissing;
          fail(t('voice.errors.notConfigured'), true, missingModel ? error.detail : undefined);
        } else if (error instanceof TranscriptionError && error.code === TRANSCRIBE_ERRORS.busy) {
          fail(t('voice.errors.busy'));
        } else if (error instanceof TranscriptionError) {
          fail(
            t('voice.errors.transcriptionFailed', { status: error.status, detail: error.detail }),
          );
        } else {
          fail(errorSentence(error, t));
        }
      } finally {
        if (upload.current === controller) upload.current = null;
      }
    },
    [fail, language, t],
  );

  const recorder = useMediaRecorder(
    useCallback(
      (file: File, info: { durationMs: number }) => void transcribe(file, info.durationMs),
      [transcribe],
    ),
  );
  const { notice, dismissNotice } = recorder;

  useEffect(() => {
    if (notice?.reason === 'startFailed') {
      fail(micText(notice.failure));
      dismissNotice();
    } else if (notice?.reason === 'limit') {
      setLimitReached(true);
    }
  }, [notice, dismissNotice, fail, micText]);

  const listenInBrowser = useCallback(async () => {
    const Recognition = browserRecognitionClass();
    if (!Recognition) return;
    const startedAt = Date.now();
    let session: Listening;
    try {
      session = listenOnce(Recognition, language);
    } catch (error) {
      // DOMException is not an Error everywhere: read its name, whatever it is.
      const name = (error as { name?: unknown } | null)?.name;
      const code = typeof name === 'string' ? name : String(error);
      fail(speechText(new BrowserSpeechError('recognitionFailed', code)), true);
      return;
    }
    listening.current = session;
    setPhase({ step: 'listening' });
    try {
      const text = await session.result;
      setPhase({ step: 'idle' });
      deliver.current({ text, language, durationMs: Date.now() - startedAt });
    } catch (error) {
      if (error instanceof BrowserSpeechError) {
        fail(speechText(error), SERVICE_FAILURES.has(error.failure));
      } else setPhase({ step: 'idle' });
    } finally {
      if (listening.current === session) listening.current = null;
    }
  }, [fail, language, speechText]);

  const start = useCallback(() => {
    setLimitReached(false);
    if (engine === 'none') {
      // Recording would only end in the server's refusal: say so before anyone speaks.
      if (browserRecognitionClass()) void listenInBrowser();
      else fail(t('voice.errors.noEngine'), true);
      return;
    }
    setPhase({ step: 'idle' });
    void recorder.start(VOICE_TASK_SPEC);
  }, [engine, fail, listenInBrowser, recorder, t]);

  const stop = useCallback(() => {
    if (listening.current) listening.current.stop();
    else recorder.stop();
  }, [recorder]);

  const cancel = useCallback(() => {
    listening.current?.abort();
    upload.current?.abort();
    recorder.cancel();
    setPhase({ step: 'idle' });
  }, [recorder]);

  useEffect(
    () => () => {
      upload.current?.abort();
      listening.current?.abort();
    },
    [],
  );

  const recorderPhase: VoicePhase | null =
    recorder.state === 'starting'
      ? { step: 'starting' }
      : recorder.state === 'recording'
        ? { step: 'recording' }
        : null;

  return {
    phase: recorderPhase ?? phase,
    elapsed: recorder.elapsed,
    stream: recorder.stream,
    limitReached,
    start,
    stop,
    cancel,
    dismiss: useCallback(() => {
      setLimitReached(false);
      setPhase({ step: 'idle' });
    }, []),
  };
}

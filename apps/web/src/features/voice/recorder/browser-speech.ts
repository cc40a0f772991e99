/** The slice of the Web Speech API's SpeechRecognition the voice button uses. */
type BrowserRecognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};

type RecognitionClass = new () => BrowserRecognition;

/** The browser's speech recognition (Chrome and Safari prefix it), or null where there is none. */
export function browserRecognitionClass(): RecognitionClass | null {
  const scope = globalThis as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  const found = scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
  return typeof found === 'function' ? (found as RecognitionClass) : null;
}

/** BCP 47 tags the recognisers expect for the interface languages. */
const RECOGNITION_LANGS: Record<string, string> = { en: 'en-US', ar: 'ar-SA', ru: 'ru-RU' };

/** The recognition language for an interface language. */
function recognitionLang(language: string): string {
  return RECOGNITION_LANGS[language] ?? language;
}

/**
 * Why browser recognition ended without text, one per cause a person can act on. The codes are
 * the Web Speech API's SpeechRecognitionErrorEvent.error values, mapped in `speechFailure`.
 */
export type BrowserSpeechFailure =
  | 'micDenied'
  | 'noMicrophone'
  | 'network'
  | 'serviceNotAllowed'
  | 'noSpeech'
  | 'interrupted'
  | 'badGrammar'
  | 'languageNotSupported'
  | 'recognitionFailed';

const SPEECH_ERRORS: Record<string, BrowserSpeechFailure> = {
  'not-allowed': 'micDenied',
  'audio-capture': 'noMicrophone',
  network: 'network',
  'service-not-allowed': 'serviceNotAllowed',
  'no-speech': 'noSpeech',
  aborted: 'interrupted',
  'bad-grammar': 'badGrammar',
  'language-not-supported': 'languageNotSupported',
};

/** The failure a recogniser's error code stands for (an unknown code is a plain failure). */
export function speechFailure(code: string): BrowserSpeechFailure {
  return SPEECH_ERRORS[code] ?? 'recognitionFailed';
}

/**
 * Listens once with the browser's recogniser (used only when the server has no speech engine).
 * Resolves with the joined final text, or rejects with a BrowserSpeechError naming the cause
 * (nothing heard included); `stop()` ends listening and keeps what was heard, `abort()` drops it.
 */
export function listenOnce(
  Recognition: RecognitionClass,
  language: string,
): {
  result: Promise<string>;
  stop: () => void;
  abort: () => void;
} {
  const recognition = new Recognition();
  recognition.lang = recognitionLang(language);
  recognition.continuous = true;
  recognition.interimResults = false;
  let heard: string[] = [];
  let failure: BrowserSpeechFailure | null = null;
  let lastCode = '';
  let aborted = false;
  const result = new Promise<string>((resolve, reject) => {
    recognition.onresult = (event) => {
      heard = Array.from(event.results, (alternatives) => alternatives[0]?.transcript ?? '');
    };
    recognition.onerror = (event) => {
      // The first error is the cause; Chrome may add 'aborted' or 'no-speech' as it winds down.
      if (failure) return;
      failure = speechFailure(event.error);
      lastCode = event.error;
    };
    recognition.onend = () => {
      const text = heard.join(' ').replace(/\s+/g, ' ').trim();
      if (aborted) reject(new DOMException('Listening cancelled', 'AbortError'));
      // Silence after some words, or a stop the browser reports as an error, keeps the words.
      else if (failure && !(text && (failure === 'noSpeech' || failure === 'interrupted'))) {
        reject(new BrowserSpeechError(failure, lastCode));
      } else if (!text) reject(new BrowserSpeechError('noSpeech', 'no-speech'));
      else resolve(text);
    };
  });
  recognition.start();
  return {
    result,
    stop: () => recognition.stop(),
    abort: () => {
      aborted = true;
      recognition.abort();
    },
  };
}

/** Browser recognition failed; `failure` picks the text to show, `code` is the browser's own. */
export class BrowserSpeechError extends Error {
  constructor(
    readonly failure: BrowserSpeechFailure,
    readonly code: string,
  ) {
    super(`Speech recognition failed: ${code}`);
    this.name = 'BrowserSpeechError';
  }
}

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

/** Why browser recognition ended without text: refused microphone, or anything else. */
type BrowserSpeechFailure = 'denied' | 'unavailable';

/**
 * Listens once with the browser's recogniser (used only when the server has no speech engine).
 * Resolves with the joined final text ('' when nothing was heard); `stop()` ends listening and
 * keeps what was heard, `abort()` drops it.
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
  let aborted = false;
  const result = new Promise<string>((resolve, reject) => {
    recognition.onresult = (event) => {
      heard = Array.from(event.results, (alternatives) => alternatives[0]?.transcript ?? '');
    };
    recognition.onerror = (event) => {
      if (event.error === 'no-speech' || event.error === 'aborted') return;
      failure =
        event.error === 'not-allowed' || event.error === 'service-not-allowed'
          ? 'denied'
          : 'unavailable';
    };
    recognition.onend = () => {
      if (aborted) reject(new DOMException('Listening cancelled', 'AbortError'));
      else if (failure) reject(new BrowserSpeechError(failure));
      else resolve(heard.join(' ').replace(/\s+/g, ' ').trim());
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

/** Browser recognition failed; `failure` picks the microphone text to show. */
export class BrowserSpeechError extends Error {
  constructor(readonly failure: BrowserSpeechFailure) {
    super(`Speech recognition failed: ${failure}`);
    this.name = 'BrowserSpeechError';
  }
}

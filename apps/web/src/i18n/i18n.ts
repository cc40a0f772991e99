import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './locales/en/index.ts';
import { enFirstPage } from './locales/en/first-page.ts';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  directionOf,
  pickLanguage,
  toLanguage,
  type Language,
} from './languages.ts';

// The English of the public pages ships with the first page (the rest follows with any other
// page, loadAllEnglish); Arabic and Russian load only when chosen. That keeps the initial bundle
// of / and /auth/login small.
const loadEnglish = () => import('./locales/en/index.ts').then((m) => m.en);
const loaders: Record<Language, () => Promise<Messages>> = {
  en: loadEnglish,
  ar: () => import('./locales/ar/index.ts').then((m) => m.ar),
  ru: () => import('./locales/ru/index.ts').then((m) => m.ru),
};

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    loaders[toLanguage(language)]()
      .then((messages) => callback(null, messages))
      .catch((error: unknown) => callback(error as Error, false));
  },
};

/** Mirrors the document for right-to-left languages and tells assistive tech the language. */
function applyDocumentLanguage(language: string): void {
  const root = document.documentElement;
  root.lang = toLanguage(language);
  root.dir = directionOf(language);
}

// The stored choice first, then the browser's languages. (A few lines here instead of
// i18next-browser-languagedetector keep the first page's JavaScript smaller.)
function detectLanguage(): Language {
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  return pickLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY), preferred);
}

/** Caches the language in use, so the next visit starts with it. */
function rememberLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, toLanguage(language));
  } catch {
    // Private mode may refuse storage; the language still applies for this visit.
  }
}

/** Starts i18next in the detected language; resolves once its texts are loaded. */
export async function initI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', (language) => {
    applyDocumentLanguage(language);
    rememberLanguage(language);
  });
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: detectLanguage(),
      // English is handed over as is: loading it through the backend would deep-merge every
      // text into the store, a long task on slow phones right when the first page hydrates.
      resources: { [FALLBACK_LANGUAGE]: { translation: enFirstPage } },
      partialBundledLanguages: true,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      interpolation: { escapeValue: false },
      // A text the first page's English lacks (a page the router did not mark as needing all
      // of it) fetches the rest, and the components that showed its key render again.
      saveMissing: true,
      missingKeyHandler: () => void loadAllEnglish().catch(() => undefined),
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  applyDocumentLanguage(i18n.resolvedLanguage ?? FALLBACK_LANGUAGE);
  return i18n;
}

let allEnglish: Promise<void> | undefined;

/**
 * Adds the English texts past the public pages' (every other page uses them, and they are the
 * fallback of the other languages); fetched once, again after a failure.
 */
export function loadAllEnglish(): Promise<void> {
  allEnglish ??= loadEnglish().then(
    (messages) => {
      i18n.addResourceBundle(FALLBACK_LANGUAGE, 'translation', messages, false, true);
    },
    (error: unknown) => {
      allEnglish = undefined;
      throw error;
    },
  );
  return allEnglish;
}

/** Switches the interface language (loading its texts first) and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}

export { i18n };

import i18n from 'i18next';
import { FALLBACK_LANGUAGE, toLanguage, type Language } from './languages.ts';

/** How a feature loads its texts in each language (dynamic imports, so they stay in its chunk). */
export type TextLoaders = Record<Language, () => Promise<Record<string, unknown>>>;

const pending = new Map<string, Promise<void>>();

/**
 * Loads a feature's texts under `key` (e.g. t('projects.title')) for the language and the
 * English fallback. The promise is cached per key and language, so it can be passed to React's
 * use() and suspend the page until the texts are there.
 */
export function loadFeatureTexts(
  key: string,
  loaders: TextLoaders,
  language: string,
): Promise<void> {
  const languages = [...new Set([toLanguage(language), FALLBACK_LANGUAGE])];
  const id = `${key}:${languages.join(',')}`;
  let promise = pending.get(id);
  if (!promise) {
    promise = Promise.all(
      languages.map(async (lng) => {
        const texts = await loaders[lng]();
        i18n.addResourceBundle(lng, 'translation', { [key]: texts }, true, true);
      }),
    ).then(
      () => undefined,
      (error: unknown) => {
        // Forget a failed load so the error panel's Try Again can load it again.
        pending.delete(id);
        throw error;
      },
    );
    pending.set(id, promise);
  }
  return promise;
}

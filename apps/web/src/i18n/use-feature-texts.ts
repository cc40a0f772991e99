import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFeatureTexts, type TextLoaders } from './feature-texts.ts';

/**
 * Suspends until a feature's texts are loaded in the current language. Keeps big feature
 * tables out of the first page's JavaScript: call it at the top of the feature's lazy page.
 * Declare `loaders` at module level so the same object is passed on every render.
 */
export function useFeatureTexts(key: string, loaders: TextLoaders): void {
  const { i18n } = useTranslation();
  use(loadFeatureTexts(key, loaders, i18n.resolvedLanguage ?? i18n.language));
}

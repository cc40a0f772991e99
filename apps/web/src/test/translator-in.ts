import i18next from 'i18next';
import { en } from '../i18n/locales/en/index.ts';
import { ar } from '../i18n/locales/ar/index.ts';
import { ru } from '../i18n/locales/ru/index.ts';

/** A translate function of its own instance in `lng`, for tests of wording outside React. */
export async function translatorIn(lng: 'en' | 'ar' | 'ru') {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { en: { translation: en }, ar: { translation: ar }, ru: { translation: ru } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

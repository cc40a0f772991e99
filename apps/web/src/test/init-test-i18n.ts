import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../i18n/locales/en/index.ts';

// Tests render in English with the texts loaded synchronously.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

import 'i18next';
import type { Messages } from './locales/en/index.ts';

// Module augmentation requires an interface; it makes every t() key type-checked.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

import { appTexts } from './app.ts';
import { authTexts } from './auth.ts';
import { legalTexts } from './legal.ts';
import { publicTexts } from './public.ts';

/**
 * The English texts of the public pages and the app's frame (header, footer, errors, toasts):
 * they ship with the first page. Every other page waits for the rest (index.ts), which keeps the
 * JavaScript of / and /auth/login small; the router says which pages need only these.
 */
export const enFirstPage = {
  ...appTexts,
  ...publicTexts,
  auth: authTexts,
  legal: legalTexts,
};

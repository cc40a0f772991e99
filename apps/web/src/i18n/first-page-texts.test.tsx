import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer } from '../api/test-fakes.ts';
import { AppProviders } from '../app/app.tsx';
import { preloadRoute, routes } from '../app/router.tsx';
import { enFirstPage } from './locales/en/first-page.ts';

// The public pages render before the rest of the English arrives (the router's firstPage):
// every text they and the app's frame show must be in en/first-page.ts.
const FIRST_PAGES = [
  '/',
  '/features',
  '/pricing',
  '/resources',
  '/demo',
  '/legal/privacy',
  '/legal/terms',
  '/no-such-page',
  '/login',
  '/auth/login',
  '/auth/signup',
  '/auth/reset-password',
  '/auth/reset-password/confirm?token=abc',
  '/auth/callback',
];

describe('the English of the first page', () => {
  it.each(FIRST_PAGES)('has every text %s shows', async (url) => {
    const missing: string[] = [];
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: enFirstPage } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      saveMissing: true,
      missingKeyHandler: (_languages, _namespace, key) => missing.push(key),
    });
    const server = createFakeServer();
    server.on('GET /api/auth/providers', () => ({ status: 200, body: { providers: [] } }));
    vi.stubGlobal('fetch', server.fetch);
    await preloadRoute(new URL(url, 'http://x.invalid').pathname);
    render(
      <I18nextProvider i18n={i18n}>
        <AppProviders>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />
        </AppProviders>
      </I18nextProvider>,
    );
    await screen.findAllByRole('heading', { level: 1 });
    expect(missing).toEqual([]);
  });
});

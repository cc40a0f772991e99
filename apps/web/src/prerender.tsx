import i18n, { type ParseKeys } from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app.tsx';
import { preloadRoute, routes } from './app/router.tsx';
import { FALLBACK_LANGUAGE, LANGUAGES } from './i18n/languages.ts';
import { en } from './i18n/locales/en/index.ts';

// Built by `vite build --ssr` and run by scripts/prerender.mjs at build time only: the public
// pages get their English HTML in advance, so the first paint needs no JavaScript (main.tsx then
// hydrates it, or renders from scratch in another language).

/** The public pages written as HTML at build time: their tab title key and route module. */
export const PRERENDERED_PAGES: Record<string, { title: ParseKeys; module: string }> = {
  '/': { title: 'landing.title', module: 'src/pages/landing/landing-page.tsx' },
  '/login': { title: 'auth.login.title', module: 'src/pages/login/login-page.tsx' },
  '/auth/login': { title: 'auth.login.title', module: 'src/pages/login/login-page.tsx' },
  '/auth/signup': { title: 'auth.signup.title', module: 'src/pages/signup/signup-page.tsx' },
  '/auth/reset-password': {
    title: 'auth.reset.title',
    module: 'src/pages/reset-password/reset-password-page.tsx',
  },
  '/features': { title: 'featuresPage.title', module: 'src/pages/features/features-page.tsx' },
  '/pricing': { title: 'pricingPage.title', module: 'src/pages/pricing/pricing-page.tsx' },
  '/resources': { title: 'resourcesPage.title', module: 'src/pages/resources/resources-page.tsx' },
  '/demo': { title: 'demoPage.title', module: 'src/pages/demo/demo-page.tsx' },
};

let ready: Promise<unknown> | null = null;

function initEnglish(): Promise<unknown> {
  ready ??= i18n.use(initReactI18next).init({
    lng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return ready;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

/** The HTML of one public page (lazy pages resolved) and its tab title. */
export async function renderPage(path: string): Promise<{ html: string; title: string }> {
  await initEnglish();
  // With the page's code loaded first, nothing suspends: the HTML has no Suspense fallbacks.
  await preloadRoute(path);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        {/* No hydration data script: the routes have no loaders and the CSP forbids inline scripts. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Should anything still suspend, keep its boundary inline: an outlined one needs React's
    // inline script to reveal it, and the CSP allows no inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // The same "{title} · Crewline" that useDocumentTitle sets once the app runs.
  const key = PRERENDERED_PAGES[path]?.title;
  const title = key ? `${i18n.t(key)} · Crewline` : 'Crewline';
  return { html: await streamToString(prelude), title };
}

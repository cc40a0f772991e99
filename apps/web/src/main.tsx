import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { api } from './api/client.ts';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/router.tsx';
import { runHousekeeping } from './app/startup/housekeeping.ts';
import { canHydrate } from './app/startup/prerendered.ts';
import { registerServiceWorker } from './app/startup/service-worker.ts';
import { applyTouchAdjustments } from './app/startup/touch-adjustments.ts';
import { applyTheme, readThemePreference } from './app/theme/theme.ts';
import { initI18n } from './i18n/i18n.ts';
import './index.css';

function start(): void {
  const reloading = runHousekeeping(window.localStorage, () => window.location.reload());
  if (reloading) return;
  applyTheme(readThemePreference());
  applyTouchAdjustments();
  registerServiceWorker();
  api.startBackgroundTasks();
  const container = document.getElementById('root')!;
  // The page's code downloads while i18next starts, so the first render doesn't show a skeleton.
  const pageCode = preloadRoute(window.location.pathname).catch(() => undefined);
  void initI18n().then(async (i18n) => {
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // A public page arrives prerendered in English (scripts/prerender.mjs): adopt that HTML when
    // it is exactly what the app would render now, otherwise start from an empty root.
    if (canHydrate(document.documentElement, window.location, i18n.resolvedLanguage)) {
      // Hydrate in one pass once the page's code is here (its <link rel=modulepreload> fetched
      // it alongside this bundle); a failed load is left to the page's error boundary.
      await pageCode;
      hydrateRoot(container, app);
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
    document.documentElement.classList.remove('prerender-hidden');
  });
}

start();

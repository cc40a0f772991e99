import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { api } from './api/client.ts';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/router.tsx';
import { runHousekeeping } from './app/startup/housekeeping.ts';
import {
  canHydrate,
  replayTypedValues,
  takeTypedValues,
  whenFirstPageLive,
} from './app/startup/prerendered.ts';
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
    // A public page arrives prerendered in English (scripts/prerender.mjs): adopt that HTML when
    // it is exactly what the app would render now, otherwise start from an empty root.
    if (canHydrate(document.documentElement, window.location, i18n.resolvedLanguage)) {
      // Hydrate in one pass once the page's code is here (its <link rel=modulepreload> fetched
      // it alongside this bundle); a failed load is left to the page's error boundary.
      await pageCode;
      // Autofill or quick typing may have filled the HTML's form fields already: React's state
      // gets those values once it owns the fields.
      const typed = takeTypedValues(container);
      whenFirstPageLive(() => replayTypedValues(typed));
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // blocking the main thread in one long task; the HTML is already on screen meanwhile.
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <App />
          </StrictMode>,
        );
      });
    } else {
      container.replaceChildren();
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    }
    document.documentElement.classList.remove('prerender-hidden');
  });
}

start();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from './api/client.ts';
import { App } from './app/app.tsx';
import { runHousekeeping } from './app/startup/housekeeping.ts';
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
  const root = createRoot(document.getElementById('root')!);
  void initI18n().then(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

start();

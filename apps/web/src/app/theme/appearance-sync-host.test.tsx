import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppearanceJson } from '@crewline/shared/contracts/appearance';
import * as appearanceApi from '../../api/appearance/appearance-api.ts';
import { fakeUser } from '../../api/test-fakes.ts';
import { i18n } from '../../i18n/i18n.ts';
import { AuthContext, type AuthContextValue } from '../auth/auth-context.ts';
import { LanguageSwitcher } from '../language-switcher.tsx';
import { AppearanceSyncHost } from './appearance-sync-host.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { setThemePreference } from './use-theme.ts';

vi.mock('../../api/appearance/appearance-api.ts', () => ({
  fetchAppearance: vi.fn(),
  saveAppearance: vi.fn(),
}));
const api = vi.mocked(appearanceApi);

const auth = {
  status: 'authenticated',
  user: fakeUser,
  exitTo: null,
} as unknown as AuthContextValue;

let server: AppearanceJson;

beforeEach(() => {
  vi.resetAllMocks();
  server = { theme: 'dark', language: 'ru', density: 'compact' };
  api.fetchAppearance.mockImplementation(async () => ({ ...server }));
  api.saveAppearance.mockImplementation(async (changes) => {
    server = { ...server, ...changes };
    return { ...server };
  });
});
afterEach(async () => {
  setThemePreference('system');
  await i18n.changeLanguage('en');
});

function renderSignedIn() {
  return render(
    <AuthContext.Provider value={auth}>
      <AppearanceSyncHost />
      <LanguageSwitcher />
      <ThemeToggle />
    </AuthContext.Provider>,
  );
}

describe('AppearanceSyncHost', () => {
  it('applies the server’s theme and language after sign-in, then saves changes made here', async () => {
    renderSignedIn();
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    await waitFor(() => expect(i18n.language).toBe('ru'));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    // Density has no device copy: the page follows the account's from the first fetch.
    expect(document.documentElement.dataset.density).toBe('compact');
    expect(api.saveAppearance).not.toHaveBeenCalled();

    // The toggle cycles dark -> system; the switcher picks English: each is saved on its own.
    fireEvent.click(screen.getByRole('button', { name: /theme/i }));
    await waitFor(() => expect(api.saveAppearance).toHaveBeenCalledWith({ theme: 'system' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'en' } });
    await waitFor(() => expect(api.saveAppearance).toHaveBeenCalledWith({ language: 'en' }));
    expect(api.saveAppearance).toHaveBeenCalledTimes(2);
    expect(server).toEqual({ theme: 'system', language: 'en', density: 'compact' });
  });

  it('keeps the local choice when the server cannot be reached', async () => {
    api.fetchAppearance.mockRejectedValue(new Error('offline'));
    api.saveAppearance.mockRejectedValue(new Error('offline'));
    renderSignedIn();
    await waitFor(() => expect(api.fetchAppearance).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: /theme/i }));
    await waitFor(() => expect(api.saveAppearance).toHaveBeenCalledWith({ theme: 'light' }));
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('does nothing while signed out', async () => {
    render(
      <AuthContext.Provider value={{ ...auth, status: 'unauthenticated', user: null }}>
        <AppearanceSyncHost />
        <ThemeToggle />
      </AuthContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /theme/i }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.fetchAppearance).not.toHaveBeenCalled();
    expect(api.saveAppearance).not.toHaveBeenCalled();
  });
});

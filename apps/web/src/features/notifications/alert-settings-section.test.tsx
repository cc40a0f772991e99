import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_SETTINGS_STORAGE_KEY, readAlertSettings } from './alert-settings.ts';
import { AlertSettingsSection } from './alert-settings-section.tsx';
import { installAlertFakes, SOUND_PITCH } from './alert-test-fakes.ts';

let fakes: ReturnType<typeof installAlertFakes>;

function setup(options: Parameters<typeof installAlertFakes>[0] = {}) {
  fakes = installAlertFakes(options);
  return { user: userEvent.setup(), ...render(<AlertSettingsSection />) };
}

const stored = () => JSON.parse(localStorage.getItem(ALERT_SETTINGS_STORAGE_KEY) ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => fakes.uninstall());

describe('Settings → sounds and browser notifications', () => {
  it('shows the defaults: sound on, the default sound, volume 50 %, vibration on', () => {
    setup();
    expect(
      screen.getByRole('heading', { name: 'Sounds and browser notifications' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Play a sound for new notifications' }),
    ).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sound' })).toHaveValue('default');
    const volume = screen.getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveValue('50');
    expect(volume).toHaveAttribute('aria-valuetext', '50%');
    expect(screen.getByRole('checkbox', { name: 'Vibrate for new notifications' })).toBeChecked();
  });

  it('stores each change on this device at once', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sound' }), 'bell');
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '80' } });
    await user.click(screen.getByRole('checkbox', { name: 'Play a sound for new notifications' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vibrate for new notifications' }));
    expect(stored()).toMatchObject({
      audio: { enabled: false, volume: 0.8, soundType: 'bell' },
      manager: { audio: false, vibrate: false },
    });
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '80%');
    expect(
      screen.getByRole('checkbox', { name: 'Play a sound for new notifications' }),
    ).not.toBeChecked();
  });

  it('plays the chosen sound at the chosen volume', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sound' }), 'chime');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(fakes.rings(SOUND_PITCH.chime)).toHaveLength(1);
    expect(fakes.rings(SOUND_PITCH.bell)).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why when the browser keeps the sound blocked', async () => {
    const { user } = setup({ audioState: 'suspended' });
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/autoplay restrictions/);
  });

  it('says so when the browser cannot play sounds, and hides vibration without navigator.vibrate', () => {
    fakes = installAlertFakes({ vibrate: false });
    vi.stubGlobal('AudioContext', undefined);
    render(<AlertSettingsSection />);
    expect(screen.getByText('This browser cannot play sounds.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Vibrate/ })).not.toBeInTheDocument();
  });
});

describe('browser notification permission', () => {
  it('is asked only when the button is pressed, with the reason beside it', async () => {
    const { user } = setup({ permission: 'default' });
    expect(fakes.Notification.requestPermission).not.toHaveBeenCalled();
    expect(screen.getByText(/background tab/)).toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: 'Show browser notifications' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on browser notifications' }));
    expect(fakes.Notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText('Your browser allows notifications from Crewline.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Show browser notifications' })).toBeChecked();
    expect(readAlertSettings().browser.enabled).toBe(true);
  });

  it('once granted, can be switched off and tuned', async () => {
    const { user } = setup({ permission: 'granted' });
    await user.click(
      screen.getByRole('checkbox', { name: 'Keep them on screen until I close them' }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Also while Crewline is the tab in front' }),
    );
    expect(stored().browser).toEqual({
      enabled: true,
      showOnFocus: true,
      requireInteraction: true,
    });
    await user.click(screen.getByRole('checkbox', { name: 'Show browser notifications' }));
    expect(stored()).toMatchObject({ browser: { enabled: false }, manager: { browser: false } });
    expect(screen.queryByRole('checkbox', { name: /Keep them on screen/ })).not.toBeInTheDocument();
  });

  it('refused: says how to allow them again in the browser', async () => {
    const { user } = setup({ permission: 'default' });
    fakes.Notification.answer = 'denied';
    await user.click(screen.getByRole('button', { name: 'Turn on browser notifications' }));
    expect(await screen.findByText(/blocks notifications from Crewline/)).toHaveTextContent(
      'set Notifications to Allow',
    );
    expect(
      screen.queryByRole('button', { name: 'Turn on browser notifications' }),
    ).not.toBeInTheDocument();
  });

  it('follows a change made in the browser while the page is open', async () => {
    setup({ permission: 'denied' });
    expect(screen.getByText(/blocks notifications/)).toBeInTheDocument();
    fakes.Notification.permission = 'granted';
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(
      screen.getByText('Your browser allows notifications from Crewline.'),
    ).toBeInTheDocument();
  });

  it('unsupported: says so', () => {
    fakes = installAlertFakes();
    vi.stubGlobal('Notification', undefined);
    render(<AlertSettingsSection />);
    expect(screen.getByText('This browser does not support notifications.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Turn on/ })).not.toBeInTheDocument();
  });
});

import { Volume2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles.ts';
import { inputClass } from '../../components/text-field.tsx';
import { SOUND_TYPES, updateAlertSettings, type SoundType } from './alert-settings.ts';
import { playSound, soundSupported } from './notification-sounds.ts';
import { useAlertSettings } from './use-alert-settings.ts';
import { useBrowserNotificationPermission } from './use-browser-notification-permission.ts';

function Switch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1 border-t border-border pt-4">
      <legend className="pe-2 font-medium">{title}</legend>
      {children}
    </fieldset>
  );
}

const noteClass = 'text-xs text-fg-muted';
const alertClass = 'text-sm text-red-600 dark:text-red-400';

function SoundGroup() {
  const { t } = useTranslation();
  const id = useId();
  const settings = useAlertSettings();
  const [playFailed, setPlayFailed] = useState(false);
  const on = settings.manager.audio && settings.audio.enabled;
  const percent = Math.round(settings.audio.volume * 100);

  const play = async () => {
    setPlayFailed(false);
    const played = await playSound(settings.audio.soundType, { volume: settings.audio.volume });
    setPlayFailed(!played);
  };

  if (!soundSupported()) {
    return (
      <Group title={t('notificationAlerts.sound.title')}>
        <p className="text-sm text-fg-muted">{t('notificationAlerts.sound.unsupported')}</p>
      </Group>
    );
  }
  return (
    <Group title={t('notificationAlerts.sound.title')}>
      <Switch
        label={t('notificationAlerts.sound.enabled')}
        checked={on}
        // The spec keeps two switches (audio.enabled and the manager's audio); one control sets both.
        onChange={(enabled) =>
          updateAlertSettings({ audio: { enabled }, manager: { audio: enabled } })
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-xs">
          <label htmlFor={`${id}-sound`} className="text-sm">
            {t('notificationAlerts.sound.choice')}
          </label>
          <select
            id={`${id}-sound`}
            className={inputClass}
            value={settings.audio.soundType}
            onChange={(event) =>
              updateAlertSettings({ audio: { soundType: event.target.value as SoundType } })
            }
          >
            {SOUND_TYPES.map((sound) => (
              <option key={sound} value={sound}>
                {t(`notificationAlerts.sound.types.${sound}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={buttonClass('secondary')} onClick={() => void play()}>
          <Volume2 aria-hidden="true" className="size-4" />
          {t('notificationAlerts.sound.play')}
        </button>
      </div>
      <div className="flex flex-col gap-1 sm:max-w-xs">
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={`${id}-volume`} className="text-sm">
            {t('notificationAlerts.sound.volume')}
          </label>
          <output htmlFor={`${id}-volume`} className="text-sm text-fg-muted tabular-nums">
            {t('notificationAlerts.sound.volumeValue', { percent })}
          </output>
        </div>
        <input
          id={`${id}-volume`}
          type="range"
          min={0}
          max={100}
          step={5}
          value={percent}
          aria-valuetext={t('notificationAlerts.sound.volumeValue', { percent })}
          className="min-h-11 w-full accent-primary"
          onChange={(event) =>
            updateAlertSettings({ audio: { volume: Number(event.target.value) / 100 } })
          }
        />
      </div>
      <p className={noteClass}>{t('notificationAlerts.sound.urgentNote')}</p>
      {playFailed ? (
        <p role="alert" className={alertClass}>
          {t('notificationAlerts.sound.playFailed')}
        </p>
      ) : null}
    </Group>
  );
}

function BrowserGroup() {
  const { t } = useTranslation();
  const settings = useAlertSettings();
  const { permission, request } = useBrowserNotificationPermission();
  const [asking, setAsking] = useState(false);

  const turnOn = async () => {
    setAsking(true);
    const answer = await request();
    setAsking(false);
    if (answer === 'granted') {
      updateAlertSettings({ browser: { enabled: true }, manager: { browser: true } });
    }
  };

  let body: ReactNode;
  if (permission === 'unsupported') {
    body = <p className="text-sm text-fg-muted">{t('notificationAlerts.browser.unsupported')}</p>;
  } else if (permission === 'denied') {
    body = (
      <>
        <p className="text-sm">{t('notificationAlerts.browser.explain')}</p>
        <p role="status" className={alertClass}>
          {t('notificationAlerts.browser.denied')}
        </p>
      </>
    );
  } else if (permission === 'default') {
    // Asked only from this button, with the reason right beside it: never on page load.
    body = (
      <>
        <p className="text-sm">{t('notificationAlerts.browser.explain')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={asking}
            onClick={() => void turnOn()}
          >
            {t('notificationAlerts.browser.turnOn')}
          </button>
          <p role="status" className="text-sm text-fg-muted">
            {asking ? t('notificationAlerts.browser.asking') : null}
          </p>
        </div>
      </>
    );
  } else {
    const on = settings.manager.browser && settings.browser.enabled;
    body = (
      <>
        <p role="status" className="text-sm text-green-700 dark:text-green-400">
          {t('notificationAlerts.browser.granted')}
        </p>
        <Switch
          label={t('notificationAlerts.browser.enabled')}
          checked={on}
          onChange={(enabled) =>
            updateAlertSettings({ browser: { enabled }, manager: { browser: enabled } })
          }
        />
        {on ? (
          <>
            <Switch
              label={t('notificationAlerts.browser.showOnFocus')}
              checked={settings.browser.showOnFocus}
              onChange={(showOnFocus) => updateAlertSettings({ browser: { showOnFocus } })}
            />
            <Switch
              label={t('notificationAlerts.browser.requireInteraction')}
              checked={settings.browser.requireInteraction}
              onChange={(requireInteraction) =>
                updateAlertSettings({ browser: { requireInteraction } })
              }
            />
          </>
        ) : null}
        <p className={noteClass}>{t('notificationAlerts.browser.note')}</p>
      </>
    );
  }
  return <Group title={t('notificationAlerts.browser.title')}>{body}</Group>;
}

function VibrationGroup() {
  const { t } = useTranslation();
  const settings = useAlertSettings();
  // Only where the device can vibrate (phones; not desktops, not iOS).
  if (typeof navigator.vibrate !== 'function') return null;
  return (
    <Group title={t('notificationAlerts.vibration.title')}>
      <Switch
        label={t('notificationAlerts.vibration.enabled')}
        checked={settings.manager.vibrate}
        onChange={(vibrate) => updateAlertSettings({ manager: { vibrate } })}
      />
      <p className={noteClass}>{t('notificationAlerts.vibration.note')}</p>
    </Group>
  );
}

/**
 * Settings → Notifications: this device's sound, browser notifications and vibration
 * (docs/PRODUCT.md, Alerts on this device). Every change applies at once; there is nothing to save.
 */
export function AlertSettingsSection() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div>
        <h3 id={`${id}-title`} className="font-semibold">
          {t('notificationAlerts.title')}
        </h3>
        <p className={noteClass}>{t('notificationAlerts.intro')}</p>
      </div>
      <SoundGroup />
      <BrowserGroup />
      <VibrationGroup />
    </section>
  );
}

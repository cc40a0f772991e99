import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PushPermissionError } from '../../api/push/browser-push.ts';
import { usePushDevice, useSendTestPush } from '../../api/push/use-push-device.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { describeError } from '../../i18n/describe-error.ts';

/**
 * Settings → Notifications, "Push on this device": whether this browser is subscribed to Web
 * Push, turning it on (the permission prompt appears only on that click) or off, and a test
 * push to every device of the person. Unsupported browsers and blocked permission are explained.
 */
export function PushDeviceSettings() {
  const { t } = useTranslation();
  const headingId = useId();
  const { state, turnOn, turnOff } = usePushDevice();
  const test = useSendTestPush();
  const [problem, setProblem] = useState<string | null>(null);

  const explain = (error: unknown) => {
    if (error instanceof PushPermissionError) {
      return error.permission === 'denied' ? t('pushDevice.denied') : t('pushDevice.notGranted');
    }
    return t('pushDevice.failed', { message: describeError(error, t, t('errors.generic')) });
  };

  const change = (action: typeof turnOn) => {
    setProblem(null);
    test.reset();
    action.mutate(undefined, { onError: (error) => setProblem(explain(error)) });
  };

  const sendTest = () => {
    setProblem(null);
    test.mutate(
      { title: t('pushDevice.testTitle'), body: t('pushDevice.testBody') },
      { onError: (error) => setProblem(explain(error)) },
    );
  };

  const busy = turnOn.isPending || turnOff.isPending;
  const status = state.data;
  let testNotice = '';
  if (test.data) {
    testNotice =
      test.data.sent > 0
        ? t('pushDevice.testSent', { count: test.data.sent })
        : t('pushDevice.testNone');
    if (test.data.removed > 0) {
      testNotice += ` ${t('pushDevice.testRemoved', { count: test.data.removed })}`;
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-t border-border pt-4"
    >
      <h3 id={headingId} className="font-medium">
        {t('pushDevice.title')}
      </h3>
      <p className="text-xs text-fg-muted">{t('pushDevice.description')}</p>
      {state.isPending ? (
        <p className="text-sm text-fg-muted">{t('pushDevice.checking')}</p>
      ) : status === 'unsupported' ? (
        <p className="text-sm text-fg-muted">{t('pushDevice.unsupported')}</p>
      ) : status === 'denied' ? (
        <p className="text-sm text-fg-muted">{t('pushDevice.denied')}</p>
      ) : (
        <>
          <p className="text-sm">
            {status === 'subscribed' ? t('pushDevice.statusOn') : t('pushDevice.statusOff')}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            {status === 'subscribed' ? (
              <button
                type="button"
                className={buttonClass('secondary')}
                disabled={busy}
                onClick={() => change(turnOff)}
              >
                {busy ? t('pushDevice.working') : t('pushDevice.turnOff')}
              </button>
            ) : (
              <button
                type="button"
                className={buttonClass('primary')}
                disabled={busy}
                onClick={() => change(turnOn)}
              >
                {busy ? t('pushDevice.working') : t('pushDevice.turnOn')}
              </button>
            )}
            {status === 'subscribed' ? (
              <button
                type="button"
                className={buttonClass('secondary')}
                disabled={busy || test.isPending}
                onClick={sendTest}
              >
                {test.isPending ? t('pushDevice.sendingTest') : t('pushDevice.sendTest')}
              </button>
            ) : null}
          </div>
        </>
      )}
      <p role="status" className="text-sm text-green-700 dark:text-green-400">
        {testNotice}
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

import { PlayCircle, X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass, iconButtonClass } from '../../components/button-styles.ts';

/** "Watch Demo" and its modal; the native <dialog> keeps the landing bundle small. */
export function WatchDemoButton({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <button type="button" className={className} onClick={() => dialog.current?.showModal()}>
        {children}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="watch-demo-title"
        className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-2xl border border-border bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/60"
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="flex items-center justify-between border-b border-border px-5 py-3">
          <h2 id="watch-demo-title" className="font-semibold">
            {t('landing.demoModal.title')}
          </h2>
          <button
            type="button"
            className={iconButtonClass()}
            onClick={close}
            aria-label={t('landing.demoModal.close')}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="p-5">
          <div className="flex aspect-video flex-col items-center justify-center gap-3 rounded-xl bg-muted text-fg-muted">
            <PlayCircle aria-hidden="true" className="size-14" />
          </div>
          <p className="mt-4 text-sm text-fg-muted">{t('landing.demoModal.body')}</p>
          <div className="mt-4 flex justify-end">
            <Link to="/demo" className={buttonClass('primary')} onClick={close}>
              {t('landing.hero.scheduleDemo')}
            </Link>
          </div>
        </div>
      </dialog>
    </>
  );
}

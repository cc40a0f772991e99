import { TOAST_DEFAULT_MS, TOAST_EXIT_MS } from '@crewline/shared/limits';
import { AlertCircle, AlertTriangle, CheckCircle2, Info, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ToastContext,
  type Toast,
  type ToastApi,
  type ToastOptions,
  type ToastPosition,
  type ToastType,
} from './toast-context.ts';

// Physical names from the spec, logical placement so the layout mirrors in Arabic. The top ones
// start below the app's 4rem header, so a toast never covers the bell or the account menu.
const POSITION_CLASSES: Record<ToastPosition, string> = {
  'top-right': 'top-20 end-4 items-end',
  'top-left': 'top-20 start-4 items-start',
  'bottom-left': 'bottom-20 start-4 items-start md:bottom-4',
  'bottom-right': 'bottom-20 end-4 items-end md:bottom-4',
};
const POSITIONS = Object.keys(POSITION_CLASSES) as ToastPosition[];

const TYPE_STYLES: Record<ToastType, { icon: typeof Info; className: string }> = {
  success: {
    icon: CheckCircle2,
    className: 'border-emerald-500/40 text-emerald-700 dark:text-emerald-300',
  },
  error: { icon: AlertCircle, className: 'border-red-500/40 text-red-700 dark:text-red-300' },
  warning: {
    icon: AlertTriangle,
    className: 'border-amber-500/40 text-amber-700 dark:text-amber-300',
  },
  info: { icon: Info, className: 'border-sky-500/40 text-sky-700 dark:text-sky-300' },
};

/** Holds the toast queue and renders the four corner viewports. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    setToasts((list) =>
      list.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)),
    );
    // Keep the toast mounted for its exit animation, then drop it.
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setToasts((list) => list.filter((toast) => toast.id !== id));
      }, TOAST_EXIT_MS),
    );
  }, []);

  const show = useCallback(
    (type: ToastType, message: string, options: ToastOptions = {}) => {
      const id = nextId.current++;
      const toast: Toast = {
        id,
        type,
        message,
        duration: options.duration ?? TOAST_DEFAULT_MS,
        position: options.position ?? 'top-right',
        leaving: false,
      };
      setToasts((list) => [...list, toast]);
      if (toast.duration > 0)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), toast.duration),
        );
      return id;
    },
    [dismiss],
  );

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      warning: (message, options) => show('warning', message, options),
      info: (message, options) => show('info', message, options),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {POSITIONS.map((position) => (
        <ToastViewport
          key={position}
          position={position}
          toasts={toasts.filter((toast) => toast.position === position)}
          onDismiss={dismiss}
        />
      ))}
    </ToastContext.Provider>
  );
}

type ViewportProps = { position: ToastPosition; toasts: Toast[]; onDismiss: (id: number) => void };

function ToastViewport({ position, toasts, onDismiss }: ViewportProps) {
  const { t } = useTranslation();
  if (toasts.length === 0) return null;
  return (
    <div
      className={`pointer-events-none fixed z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 ${POSITION_CLASSES[position]}`}
    >
      {toasts.map((toast) => {
        const { icon: Icon, className } = TYPE_STYLES[toast.type];
        return (
          <div
            key={toast.id}
            role={toast.type === 'error' ? 'alert' : 'status'}
            data-toast-type={toast.type}
            className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border bg-surface p-3 shadow-lg ${className} ${toast.leaving ? 'animate-toast-out' : 'animate-toast-in'}`}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p className="flex-1 text-sm text-fg">
              <span className="sr-only">{t(`toast.${toast.type}`)}: </span>
              {toast.message}
            </p>
            <button
              type="button"
              onClick={() => onDismiss(toast.id)}
              aria-label={t('toast.dismiss')}
              className="-m-1 inline-flex size-8 items-center justify-center rounded text-fg-muted hover:bg-muted"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        );
      })}
    </div>
  );
}

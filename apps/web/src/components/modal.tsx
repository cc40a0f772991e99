import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from './button-styles.ts';
import { CharacterCount } from './character-count.tsx';

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Wider panel for lists (templates). */
  wide?: boolean;
  /** Extra props for the panel, e.g. touch handlers of a swipe-to-close gesture. */
  panelProps?: HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> };
  /** Shown above the title on small screens (a drag handle). */
  handle?: ReactNode;
};

/**
 * A dialog that is a bottom sheet on phones and a centred panel from 640 px up. Radix gives the
 * focus trap, Escape, the backdrop click and the aria wiring.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
  panelProps,
  handle,
}: ModalProps) {
  const { t } = useTranslation();
  // Where focus was when the dialog opened, read before Radix moves it inside. Radix returns
  // focus there itself only when a Dialog.Trigger opened it; ours open from rows and menus.
  const openedFrom = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) openedFrom.current = document.activeElement as HTMLElement | null;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          {...panelProps}
          // Without a description Radix warns unless the attribute is explicitly absent.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            const origin = openedFrom.current;
            if (origin?.isConnected && origin !== document.body) {
              event.preventDefault();
              origin.focus();
            }
          }}
          className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-y-auto rounded-t-2xl border border-border bg-surface p-5 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${wide ? 'sm:max-w-2xl' : 'sm:max-w-lg'} ${panelProps?.className ?? ''}`}
        >
          {handle}
          <div className="mb-4 flex items-start gap-3">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              {/* A long unbroken name in a title wraps rather than pushing the dialog wide. */}
              <Dialog.Title className="text-lg font-semibold [overflow-wrap:anywhere]">
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description className="text-sm text-fg-muted">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              className={iconButtonClass('-me-2 -mt-2 shrink-0')}
              aria-label={t('common.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A field label and control stacked, with an optional error under it. */
export function Field({
  label,
  htmlFor,
  error,
  errorId,
  count,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string | null;
  errorId?: string;
  /** A text with a limit: shows "185 / 200" near the limit (the control sets maxLength). */
  count?: { value: string; limit: number };
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {count ? <CharacterCount value={count.value} limit={count.limit} /> : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The class list of a multi-line text box, matching the single-line inputs. */
export const textareaClass =
  'min-h-24 w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-fg placeholder:text-fg-muted/70 focus-visible:border-primary sm:text-sm';

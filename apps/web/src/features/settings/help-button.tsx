import { BookOpen, CircleHelp, Keyboard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles.ts';
import { KeyboardShortcutsDialog } from '../chat/keyboard-shortcuts-dialog.tsx';
import { Modal } from '../../components/modal.tsx';

/** Where "Documentation" leads: this server's own API reference (always there, no network). */
const DOCS_URL = '/api/docs';

/**
 * The help button fixed at the bottom right (the bottom left in right-to-left): the keyboard
 * shortcuts (the chat's dialog) and the documentation. Above the phone's bottom bar.
 */
export function HelpButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [shortcuts, setShortcuts] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="fixed end-4 bottom-20 z-30 inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-primary px-3 text-sm sm:px-4 font-medium text-primary-fg shadow-lg hover:bg-primary-hover md:bottom-6"
      >
        <CircleHelp aria-hidden="true" className="size-5" />
        <span className="sr-only sm:not-sr-only">{t('settingsPage.help.button')}</span>
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('settingsPage.help.title')}>
        <div className="flex flex-col gap-2">
          <button
            type="button"
            className={buttonClass('secondary', 'md', 'justify-start')}
            onClick={() => {
              setOpen(false);
              setShortcuts(true);
            }}
          >
            <Keyboard aria-hidden="true" className="size-4" />
            {t('settingsPage.help.shortcuts')}
          </button>
          <a
            href={DOCS_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary', 'md', 'justify-start')}
          >
            <BookOpen aria-hidden="true" className="size-4" />
            {t('settingsPage.help.docs')}
          </a>
          <p className="text-xs text-fg-muted">{t('settingsPage.help.docsHint')}</p>
        </div>
      </Modal>
      <KeyboardShortcutsDialog open={shortcuts} onClose={() => setShortcuts(false)} />
    </>
  );
}

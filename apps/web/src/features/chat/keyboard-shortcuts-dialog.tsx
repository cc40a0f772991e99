import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal.tsx';

// The composer's shortcuts (docs/PRODUCT.md, Composer); "Mod" reads Ctrl, or Cmd on a Mac.
const SHORTCUTS = [
  { keys: ['Mod', 'B'], action: 'bold' },
  { keys: ['Mod', 'I'], action: 'italic' },
  { keys: ['Mod', 'K'], action: 'link' },
  { keys: ['Mod', '`'], action: 'code' },
  { keys: ['Enter'], action: 'send' },
  { keys: ['Shift', 'Enter'], action: 'newline' },
  { keys: ['@'], action: 'mention' },
  { keys: ['Esc'], action: 'close' },
  { keys: ['Alt', 'Shift', 'M'], action: 'focusComposer' },
] as const;

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform ?? '');
}

/** Keyboard Shortcuts: what the composer's keys do. */
export function KeyboardShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mod = isMac() ? 'Cmd' : 'Ctrl';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('chat.shortcuts.title')}
    >
      <dl className="flex flex-col divide-y divide-border">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.action} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-sm">{t(`chat.shortcuts.${shortcut.action}`)}</dt>
            <dd dir="ltr" className="flex items-center gap-1">
              {shortcut.keys.map((key) => (
                <kbd
                  key={key}
                  className="min-w-7 rounded-md border border-border bg-muted px-1.5 py-0.5 text-center font-mono text-xs"
                >
                  {key === 'Mod' ? mod : key === 'Alt' && isMac() ? 'Option' : key}
                </kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}

import { FILE_NAME_MAX_LENGTH } from '@crewline/shared/contracts/files';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles.ts';
import { CharacterCount } from '../../components/character-count.tsx';
import { inputClass } from '../../components/text-field.tsx';
import { Field, Modal } from '../../components/modal.tsx';

/** Asks before deleting the selection. */
export function ConfirmDeleteDialog({
  count,
  open,
  busy,
  onConfirm,
  onClose,
}: {
  count: number;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('projectFiles.confirmTitle', { count })}
      description={t('projectFiles.confirmBody')}
    >
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          {t('projectFiles.cancel')}
        </button>
        <button type="button" disabled={busy} className={buttonClass('danger')} onClick={onConfirm}>
          {t('projectFiles.delete')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * Asks for a name: a new folder's, or a new name for a file or folder (starting from its
 * current one); the server's message shows under the field when it refuses.
 */
export function NameDialog({
  open,
  title,
  label,
  submitLabel,
  initialName = '',
  busy,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  submitLabel: string;
  initialName?: string;
  busy: boolean;
  error: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(initialName);
  const [shownFor, setShownFor] = useState({ open, initialName });
  // Each opening starts from the name it was opened with.
  if (shownFor.open !== open || shownFor.initialName !== initialName) {
    setShownFor({ open, initialName });
    setName(initialName);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(name);
  };
  return (
    <Modal open={open} onOpenChange={(next) => (next ? undefined : onClose())} title={title}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <Field label={label} htmlFor={id} error={error} errorId={`${id}-error`}>
          <input
            id={id}
            className={inputClass}
            value={name}
            maxLength={FILE_NAME_MAX_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-count ${id}-error` : `${id}-count`}
            onChange={(event) => setName(event.target.value)}
          />
          <CharacterCount id={`${id}-count`} value={name} limit={FILE_NAME_MAX_LENGTH} />
        </Field>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('projectFiles.cancel')}
          </button>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

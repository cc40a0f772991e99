import { FILE_NAME_MAX_LENGTH } from '@crewline/shared/contracts/files';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles.ts';
import { inputClass } from '../../components/text-field.tsx';
import { Field, Modal } from '../projects/modal.tsx';

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

/** Names a new folder; the server's message shows under the field when it refuses. */
export function NewFolderDialog({
  open,
  busy,
  error,
  onCreate,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  error: string | null;
  onCreate: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate(name);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setName('');
          onClose();
        }
      }}
      title={t('projectFiles.newFolder')}
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <Field
          label={t('projectFiles.folderName')}
          htmlFor={id}
          error={error}
          errorId={`${id}-error`}
        >
          <input
            id={id}
            className={inputClass}
            value={name}
            maxLength={FILE_NAME_MAX_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('projectFiles.cancel')}
          </button>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {t('projectFiles.create')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

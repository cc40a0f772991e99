import type { ReactNode } from 'react';
import { buttonClass } from './button-styles.ts';
import { FormAlert } from './form-alert.tsx';
import { Modal } from './modal.tsx';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busyLabel: string;
  busy: boolean;
  error?: string | null;
  onConfirm: () => void;
  danger?: boolean;
};

/** A yes/no question with the failure, if any, shown in place. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal open={props.open} onOpenChange={props.onOpenChange} title={props.title}>
      <div className="flex flex-col gap-4">
        <div className="text-sm">{props.body}</div>
        {props.error ? <FormAlert tone="error">{props.error}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => props.onOpenChange(false)}
          >
            {props.cancelLabel}
          </button>
          <button
            type="button"
            className={buttonClass(props.danger === false ? 'primary' : 'danger')}
            disabled={props.busy}
            onClick={props.onConfirm}
          >
            {props.busy ? props.busyLabel : props.confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}

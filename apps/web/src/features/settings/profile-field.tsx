import { useId, type InputHTMLAttributes } from 'react';
import { inputClass } from '../../components/text-field.tsx';
import { CharacterCount } from '../../components/character-count.tsx';

type ProfileFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown under the field and read with it. */
  hint?: string;
  /** The field's problem; marks it invalid and is announced with it. */
  error?: string;
  /** The most characters the field takes: enforced, and counted near the limit. */
  limit?: number;
};

/** A labelled input with its hint and its error tied to it for assistive tech. */
export function ProfileField({ label, hint, error, limit, id, ...input }: ProfileFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} ${error ? 'border-red-500' : ''} read-only:bg-muted read-only:text-fg-muted`}
        maxLength={limit}
        {...input}
      />
      {limit !== undefined && typeof input.value === 'string' ? (
        <CharacterCount value={input.value} limit={limit} />
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

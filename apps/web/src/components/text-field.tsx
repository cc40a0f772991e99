import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { CharacterCount } from './character-count.tsx';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown inside the field at its end (e.g. a show-password button). */
  trailing?: ReactNode;
  /** The most characters the field takes: enforced with maxLength, counted near the limit. */
  limit?: number;
};

export const inputClass =
  'min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-fg placeholder:text-fg-muted/70 focus-visible:border-primary sm:text-sm';

/** A labelled input. */
export function TextField({
  label,
  trailing,
  limit,
  className = '',
  id,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          className={`${inputClass} ${trailing ? 'pe-12' : ''} ${className}`}
          maxLength={limit}
          {...input}
        />
        {trailing ? (
          <div className="absolute inset-y-0 end-0 flex items-center">{trailing}</div>
        ) : null}
      </div>
      {limit !== undefined && typeof input.value === 'string' ? (
        <CharacterCount value={input.value} limit={limit} />
      ) : null}
    </div>
  );
}

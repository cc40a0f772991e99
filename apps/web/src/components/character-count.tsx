import { useTranslation } from 'react-i18next';

/** From this share of the limit on, the counter shows: early enough to plan, late enough not to nag. */
export const COUNTER_FROM = 0.8;

type CharacterCountProps = {
  /** What the field holds now. */
  value: string;
  /** The most characters the field takes (the same limit the server enforces). */
  limit: number;
  id?: string;
  className?: string;
};

/**
 * "185 / 200" under a text box once it is near its limit. The live region is always there (empty
 * below the threshold) so screen readers hear the count as it appears; the field itself refuses
 * more with `maxLength`.
 */
export function CharacterCount({ value, limit, id, className = '' }: CharacterCountProps) {
  const { t } = useTranslation();
  const used = value.length;
  const shown = used >= Math.floor(limit * COUNTER_FROM);
  const full = used >= limit;
  return (
    <p
      id={id}
      aria-live="polite"
      className={`text-end text-xs tabular-nums ${full ? 'text-red-700 dark:text-red-300' : 'text-fg-muted'} ${className}`}
    >
      {shown ? (
        <>
          <span aria-hidden="true">{t('errors.counter', { used, limit })}</span>
          <span className="sr-only">{t('errors.counterLabel', { used, limit })}</span>
        </>
      ) : null}
    </p>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_PAGE_SIZE, useCreditLedger } from '../../api/mentorship/use-mentorship-queries.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { describeError } from '../../i18n/describe-error.ts';

/** The ledger, newest first, a page at a time: what moved, when, and by how much. */
export function CreditHistory() {
  const { t, i18n } = useTranslation();
  const [offset, setOffset] = useState(0);
  const ledger = useCreditLedger(offset);
  const total = ledger.data?.total ?? 0;
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const signed = new Intl.NumberFormat(i18n.language, { signDisplay: 'always' });
  return (
    <section className="flex min-w-0 flex-col gap-2">
      <h2 className="text-lg font-semibold">{t('mentorship.ledger.title')}</h2>
      {ledger.error ? (
        <FormAlert tone="error">
          {describeError(ledger.error, t, t('mentorship.loadFailed'))}
        </FormAlert>
      ) : null}
      {ledger.data && ledger.data.entries.length === 0 ? (
        <p className="text-sm text-muted-fg">{t('mentorship.ledger.empty')}</p>
      ) : null}
      <ul className="flex flex-col divide-y divide-border" data-testid="ledger">
        {ledger.data?.entries.map((entry) => (
          <li key={entry.id} className="flex items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0">
              {t(`mentorship.ledger.types.${entry.type}`)}
              <span className="block text-xs text-muted-fg">
                {format.format(new Date(entry.created_at))}
              </span>
            </span>
            {/* Isolated so the sign stays in front of the number in right-to-left text. */}
            <bdi
              className={
                entry.amount < 0
                  ? 'text-red-700 dark:text-red-300'
                  : 'text-emerald-700 dark:text-emerald-300'
              }
            >
              {signed.format(entry.amount)}
            </bdi>
          </li>
        ))}
      </ul>
      {total > LEDGER_PAGE_SIZE ? (
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - LEDGER_PAGE_SIZE))}
          >
            {t('mentorship.ledger.newer')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={offset + LEDGER_PAGE_SIZE >= total}
            onClick={() => setOffset(offset + LEDGER_PAGE_SIZE)}
          >
            {t('mentorship.ledger.older')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

import { PASSWORD_RULES } from '@crewline/shared/domain/password';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The live password rules (docs/PRODUCT.md, Accounts and settings), each ticked as soon as it passes. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  return (
    <div id={id}>
      <p className="sr-only">{t('auth.rules.title')}</p>
      <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-live="polite">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.key}
              data-rule={rule.key}
              data-met={met}
              className={`flex items-center gap-1.5 ${met ? 'text-emerald-700 dark:text-emerald-400' : 'text-fg-muted'}`}
            >
              {met ? (
                <Check aria-hidden="true" className="size-4 shrink-0" />
              ) : (
                <X aria-hidden="true" className="size-4 shrink-0" />
              )}
              <span>{t(`auth.rules.${rule.key}`)}</span>
              <span className="sr-only">
                ({met ? t('auth.rules.met') : t('auth.rules.notMet')})
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Whether a password passes every rule. */
export function passwordMeetsRules(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

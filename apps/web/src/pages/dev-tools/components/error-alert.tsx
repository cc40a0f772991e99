import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { describeError } from '../../../i18n/describe-error.ts';

/** A failed call as a developer wants it: the translated text plus the HTTP status and code. */
export function ErrorAlert({ error, fallback }: { error: unknown; fallback: string }) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : null;
  const code = error instanceof ApiError ? error.body?.error : undefined;
  return (
    <FormAlert tone="error">
      <span className="block font-semibold">{describeError(error, t, fallback)}</span>
      {status ? (
        <span dir="ltr" className="block font-mono text-xs">
          HTTP {status}
          {code ? ` ${code}` : ''}
        </span>
      ) : null}
    </FormAlert>
  );
}

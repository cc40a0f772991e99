import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCopied } from './use-copied.ts';

type CodeBlockProps = { code: string; language?: string };

/** Monospace code with a copy button that says "Copied!" for two seconds. */
export function CodeBlock({ code, language }: CodeBlockProps) {
  const { t } = useTranslation();
  const { copied, copy } = useCopied();
  return (
    <div className="relative overflow-hidden rounded-lg border border-border bg-muted" dir="ltr">
      <div className="flex items-center justify-between border-b border-border px-3 py-1 text-xs text-fg-muted">
        <span>{language ?? ''}</span>
        <button
          type="button"
          onClick={() => void copy(code)}
          className="inline-flex min-h-9 items-center gap-1 rounded px-2 hover:bg-surface"
          aria-label={copied ? t('code.copied') : t('code.copy')}
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          <span aria-live="polite">{copied ? t('code.copied') : t('code.copy')}</span>
        </button>
      </div>
      <pre className="overflow-x-auto p-3 text-sm">
        <code className="font-mono">{code}</code>
      </pre>
    </div>
  );
}

import { Check, Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../../components/button-styles.ts';
import { useCopied } from '../../../../components/use-copied.ts';
import { Modal } from '../../../../components/modal.tsx';
import { grammarFor } from './highlight.ts';
import { HighlightedCode } from './highlighted-code.tsx';

type CodeViewerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  code: string;
  language?: string;
};

const EXTENSIONS: Record<string, string> = {
  bash: 'sh',
  css: 'css',
  go: 'go',
  java: 'java',
  javascript: 'js',
  json: 'json',
  python: 'py',
  rust: 'rs',
  sql: 'sql',
  typescript: 'ts',
  xml: 'html',
  yaml: 'yml',
};

/** The file name a downloaded snippet gets, from its language tag ("snippet.py"). */
function snippetFileName(language: string | undefined): string {
  const grammar = grammarFor(language);
  return `snippet.${(grammar && EXTENSIONS[grammar]) ?? 'txt'}`;
}

function download(code: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([code], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the URL to the download; the next task may let it go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Code View: the whole snippet with copy and download; Escape closes. */
export function CodeViewerDialog({ open, onOpenChange, code, language }: CodeViewerDialogProps) {
  const { t } = useTranslation();
  const { copied, copy } = useCopied();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('chatMessages.code.title')}
      description={language ?? t('chatMessages.code.plain')}
      wide
    >
      <div className="flex min-h-0 flex-col gap-3">
        <div className="overflow-hidden rounded-lg border border-border bg-muted">
          <HighlightedCode
            code={code}
            language={language}
            className="max-h-[60dvh] overflow-auto"
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => download(code, snippetFileName(language))}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('chatMessages.code.download')}
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            onClick={() => void copy(code)}
          >
            {copied ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            <span aria-live="polite">
              {copied ? t('chatMessages.code.copied') : t('chatMessages.code.copy')}
            </span>
          </button>
        </div>
      </div>
    </Modal>
  );
}

import { Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeViewerDialog } from './code-viewer-dialog.tsx';
import { HighlightedCode } from './highlighted-code.tsx';

type CodeFenceProps = { code: string; language?: string };

/** A fenced code block in a message: language tag, highlighted code, and a button to the viewer. */
export function CodeFence({ code, language }: CodeFenceProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="overflow-hidden rounded-lg border border-border bg-muted" dir="ltr">
      <div className="flex items-center justify-between gap-2 border-b border-border ps-3 text-xs text-fg-muted">
        <span className="font-mono">{language ?? t('chatMessages.code.plain')}</span>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex min-h-9 items-center gap-1 rounded px-2 hover:bg-surface hover:text-fg"
        >
          <Maximize2 aria-hidden="true" className="size-3.5" />
          {t('chatMessages.code.open')}
        </button>
      </div>
      <HighlightedCode code={code} language={language} className="max-h-72 overflow-auto" />
      <CodeViewerDialog open={open} onOpenChange={setOpen} code={code} language={language} />
    </div>
  );
}

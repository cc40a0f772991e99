import { HIGHLIGHT_THEME } from './highlight-theme.ts';
import { useHighlighted } from './use-highlighted.ts';

type HighlightedCodeProps = { code: string; language?: string; className?: string };

/** Code in a <pre>, plain at first and coloured once its grammar has loaded; always left to right. */
export function HighlightedCode({ code, language, className = '' }: HighlightedCodeProps) {
  const html = useHighlighted(code, language);
  return (
    <pre dir="ltr" className={`p-3 text-start text-sm ${className}`}>
      {html === null ? (
        <code className="font-mono">{code}</code>
      ) : (
        // highlight.js escaped the code itself; see highlightCode.
        <code
          className={`font-mono ${HIGHLIGHT_THEME}`}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </pre>
  );
}

import { useEffect, useState } from 'react';
import { highlightCode } from './highlight.ts';

/** The highlighted HTML of a code fence once its grammar has loaded; null until then (or never). */
export function useHighlighted(code: string, language: string | undefined): string | null {
  const [result, setResult] = useState<{ key: string; html: string | null } | null>(null);
  const key = `${language ?? ''}\u0000${code}`;
  useEffect(() => {
    let live = true;
    highlightCode(code, language).then(
      (html) => live && setResult({ key, html }),
      () => live && setResult({ key, html: null }),
    );
    return () => {
      live = false;
    };
  }, [code, language, key]);
  return result?.key === key ? result.html : null;
}

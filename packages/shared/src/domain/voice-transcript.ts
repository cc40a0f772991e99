/**
 * A transcript tidied for use as a title: whitespace collapsed, trailing sentence punctuation
 * dropped (speech engines end every utterance with a period; Arabic has its own comma and
 * semicolon) and the first letter capitalised.
 */
export function cleanTranscript(text: string): string {
  const tidy = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.,;:،؛]+$/u, '');
  return tidy.charAt(0).toUpperCase() + tidy.slice(1);
}

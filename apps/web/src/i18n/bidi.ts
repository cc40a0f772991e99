/**
 * Wraps user-written text (a name, a title) in Unicode first-strong isolates before it goes into
 * a translated sentence, so an English name inside Arabic text (or the reverse) keeps its own
 * direction and does not drag the punctuation around it.
 */
export function isolate(text: string): string {
  return text ? `\u2068${text}\u2069` : text;
}

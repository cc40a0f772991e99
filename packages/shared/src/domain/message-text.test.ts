import { describe, expect, it } from 'vitest';
import { normalizeLineEndings, summarizeMessage } from './message-text.ts';

describe('normalizeLineEndings', () => {
  it('writes every line break as \\n', () => {
    expect(normalizeLineEndings('one\r\ntwo\rthree\nfour\r\n\r\n')).toBe(
      'one\ntwo\nthree\nfour\n\n',
    );
  });

  it('keeps HTML, script, event handlers and javascript: links exactly as typed', () => {
    const text =
      '<img src=x onerror=alert(1)> <script>alert("x")</script> [x](javascript:go()) ' +
      '<a href="javascript:alert(1)" ONCLICK = "go()">, **bold** <b>b</b> 😀';
    expect(normalizeLineEndings(text)).toBe(text);
  });
});

describe('summarizeMessage', () => {
  it('keeps a short text as it is', () => {
    expect(summarizeMessage('Looks good', 30)).toBe('Looks good');
    expect(summarizeMessage('x'.repeat(30), 30)).toBe('x'.repeat(30));
  });

  it('cuts to the length and adds an ellipsis', () => {
    expect(summarizeMessage('x'.repeat(31), 30)).toBe(`${'x'.repeat(30)}…`);
    expect(summarizeMessage('The quick brown fox jumps over the lazy dog', 30)).toBe(
      'The quick brown fox jumps over…',
    );
  });

  it('folds line breaks and runs of spaces into one line', () => {
    expect(summarizeMessage('one\n\ntwo   three', 30)).toBe('one two three');
  });

  it('never cuts a character in half', () => {
    expect(summarizeMessage('😀'.repeat(31), 30)).toBe(`${'😀'.repeat(30)}…`);
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeMessage, summarizeMessage } from './sanitize-message.ts';

describe('sanitizeMessage', () => {
  it.each([
    ['script element with its content', 'a<script>alert(1)</script>b', 'ab'],
    ['script tag with attributes, any case', 'a<SCRIPT src="x.js" >x</ScRiPt >b', 'ab'],
    ['multi-line script', 'a<script>\nalert(1)\n</script>\nb', 'a\nb'],
    ['two scripts, text between kept', '<script>1</script>keep<script>2</script>', 'keep'],
    ['an unclosed opening tag, its text kept', 'a <script>alert(1)', 'a alert(1)'],
    ['an opening tag without its bracket', 'a <script b', 'a  b'],
    ['a stray closing tag', 'a</script>b', 'ab'],
    ['a tag rebuilt by a removal', '<scr<script>x</script>ipt>alert(1)</script>', 'alert(1)'],
    ['javascript: scheme', '[x](javascript:alert(1))', '[x](alert(1))'],
    ['javascript: in any case, split by a tab', 'JavaScript:a java\tscript:b', 'a b'],
    ['javascript: rebuilt by a removal', 'javajavascript:script:x', 'x'],
    ['inline event handler', '<img src=x onerror=alert(1)>', '<img src=x alert(1)>'],
    ['event handler with spaces and case', '<a ONCLICK = "go()">', '<a  "go()">'],
    ['handler rebuilt by a removal', 'ononclick=click=x', 'click=x'],
  ])('removes %s', (_name, input, output) => {
    expect(sanitizeMessage(input)).toBe(output);
  });

  it('normalises line endings and trims', () => {
    expect(sanitizeMessage('  \r\none\r\ntwo\rthree\n\n ')).toBe('one\ntwo\nthree');
  });

  it('leaves ordinary text, Markdown and look-alikes alone', () => {
    const text = 'Hi @ada, **notes** <b>bold</b> — mention=1, scripts, java script, "on" = yes';
    expect(sanitizeMessage(text)).toBe(text);
  });

  it('returns an empty string for a message that was only a script', () => {
    expect(sanitizeMessage('  <script>alert("x")</script>  ')).toBe('');
  });

  it('is idempotent', () => {
    const inputs = ['<scr<script></script>ipt>x', 'on onx= =javascript:', 'a\r\n<script>'];
    for (const input of inputs) {
      const once = sanitizeMessage(input);
      expect(sanitizeMessage(once)).toBe(once);
    }
  });

  it('stays fast on a 10,000-character pile of unclosed tags', () => {
    const started = Date.now();
    expect(sanitizeMessage('<script'.repeat(1_400))).toBe('');
    expect(Date.now() - started).toBeLessThan(500);
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

import { describe, expect, it } from 'vitest';
import {
  applyFormat,
  formatForKey,
  insertBlock,
  truncateText,
  type MarkdownFormat,
} from './markdown-shortcuts.ts';

const key = (k: string, extra: Partial<Parameters<typeof formatForKey>[0]> = {}) => ({
  key: k,
  ctrlKey: true,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...extra,
});

describe('formatForKey', () => {
  it.each([
    [key('b'), 'bold'],
    [key('B'), 'bold'],
    [key('i', { ctrlKey: false, metaKey: true }), 'italic'],
    [key('k'), 'link'],
    [key('`'), 'code'],
    [key('и', { code: 'KeyB' }), 'bold'], // a Russian layout
    [key('b', { ctrlKey: false }), null],
    [key('b', { shiftKey: true }), null],
    [key('x'), null],
  ])('%j -> %s', (event, format) => {
    expect(formatForKey(event)).toBe(format);
  });
});

describe('applyFormat', () => {
  it.each<[MarkdownFormat, string, string, number, number]>([
    ['bold', 'say hi now', 'say **hi** now', 6, 8],
    ['italic', 'say hi now', 'say *hi* now', 5, 7],
    ['code', 'say hi now', 'say `hi` now', 5, 7],
    ['link', 'say hi now', 'say [hi](url) now', 9, 12],
  ])('%s wraps the selection', (format, text, expected, start, end) => {
    const edit = applyFormat(text, 4, 6, format);
    expect(edit).toEqual({ text: expected, selectionStart: start, selectionEnd: end });
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe(
      format === 'link' ? 'url' : 'hi',
    );
  });

  it('with nothing selected puts the caret between the markers', () => {
    expect(applyFormat('ab', 1, 1, 'bold')).toEqual({
      text: 'a****b',
      selectionStart: 3,
      selectionEnd: 3,
    });
    expect(applyFormat('', 0, 0, 'link')).toEqual({
      text: '[](url)',
      selectionStart: 1,
      selectionEnd: 1,
    });
  });
});

describe('insertBlock', () => {
  it('starts the block on its own line and continues on the next', () => {
    expect(insertBlock('see:', 4, 4, '```\nx\n```').text).toBe('see:\n```\nx\n```\n');
    expect(insertBlock('', 0, 0, '```\nx\n```').text).toBe('```\nx\n```\n');
    expect(insertBlock('a\nb', 2, 2, 'B').text).toBe('a\nB\nb');
  });
});

describe('truncateText', () => {
  it('cuts at the limit with an ellipsis, on whole characters', () => {
    expect(truncateText('x'.repeat(50), 50)).toBe('x'.repeat(50));
    expect(truncateText('x'.repeat(51), 50)).toBe(`${'x'.repeat(50)}…`);
    expect(truncateText(`${'😀'.repeat(51)}`, 50)).toBe(`${'😀'.repeat(50)}…`);
    expect(truncateText('line one\nline two', 50)).toBe('line one line two');
  });
});

import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitizeFileName } from './file-name.ts';

describe('file names', () => {
  it('keeps the last path segment without control or bidi-override characters', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('a\r\nb\u0000c\u202Ed.txt')).toBe('abcd.txt');
    expect(sanitizeFileName(' \t ')).toBe('file');
    expect(sanitizeFileName('..')).toBe('file');
    expect(sanitizeFileName(undefined)).toBe('file');
  });

  it('escapes quotes and backslashes out of the ASCII filename and encodes filename*', () => {
    const header = contentDisposition('attachment', 'say "hi"\\.txt');
    expect(header).toBe(
      `attachment; filename="say _hi__.txt"; filename*=UTF-8''say%20%22hi%22%5C.txt`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });
});

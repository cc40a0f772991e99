import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crc32, uniqueNames, zipStore } from './zip-store.ts';

const text = (value: string) => new TextEncoder().encode(value);

describe('zipStore', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf43926);
  });

  it('renames same-named entries instead of overwriting them', () => {
    expect(uniqueNames(['a.txt', 'A.txt', 'b', 'a.txt'])).toEqual([
      'a.txt',
      'A (2).txt',
      'b',
      'a (3).txt',
    ]);
  });

  it('writes an archive that a real unzip lists and extracts byte for byte', () => {
    const zip = zipStore([
      { name: 'notes.txt', data: text('hello') },
      { name: 'отчёт.md', data: text('# report\n') },
      { name: 'notes.txt', data: text('again') },
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    const path = join(dir, 'out.zip');
    writeFileSync(path, zip);
    let python = true;
    try {
      execFileSync('python3', ['--version']);
    } catch {
      python = false;
    }
    if (!python) return;
    const script =
      'import sys,zipfile,json;z=zipfile.ZipFile(sys.argv[1]);assert z.testzip() is None;' +
      'print(json.dumps({n:z.read(n).decode() for n in z.namelist()}))';
    const out = JSON.parse(execFileSync('python3', ['-c', script, path]).toString()) as object;
    expect(out).toEqual({
      'notes.txt': 'hello',
      'отчёт.md': '# report\n',
      'notes (2).txt': 'again',
    });
  });
});

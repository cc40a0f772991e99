import { describe, expect, it } from 'vitest';
import { exportFileName, tableCsv, tableText } from './chart-csv.ts';

const BOM = '\uFEFF';

describe('tableCsv', () => {
  it('opens with a UTF-8 BOM and ends each record with CRLF', () => {
    expect(tableCsv(['Day', 'Done'], [['Jan 1, 2030', '3']])).toBe(
      `${BOM}Day,Done\r\n"Jan 1, 2030",3`,
    );
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    const csv = tableCsv(['a', 'b', 'c'], [['say "hi"', 'two\nlines', 'plain']]);
    expect(csv).toBe(`${BOM}a,b,c\r\n"say ""hi""","two\nlines",plain`);
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const csv = tableCsv(
      ['x'],
      [['=1+2'], ['+cmd|calc'], ['-1+2'], ['@SUM(A1)'], ['\tTab'], ['\rCR'], ['=HYPERLINK("x")']],
    );
    expect(csv.split('\r\n').slice(1)).toEqual([
      `"'=1+2"`,
      `"'+cmd|calc"`,
      `"'-1+2"`,
      `"'@SUM(A1)"`,
      `"'\tTab"`,
      `"'\rCR"`,
      `"'=HYPERLINK(""x"")"`,
    ]);
  });

  it('keeps plain signed numbers as numbers', () => {
    const csv = tableCsv(['n'], [['-3'], ['+1'], ['-1,234.5'], ['-1\u00a0234,5']]);
    expect(csv.split('\r\n').slice(1)).toEqual(['-3', '+1', '"-1,234.5"', '"-1\u00a0234,5"']);
  });

  it('keeps Arabic and Cyrillic text as it is, bytes in UTF-8 after the BOM', async () => {
    const csv = tableCsv(
      ['اليوم', 'منجزة'],
      [
        ['١ يناير ٢٠٣٠', '٣'],
        ['Задача, «тест»', '٤'],
      ],
    );
    expect(csv).toBe(`${BOM}اليوم,منجزة\r\n١ يناير ٢٠٣٠,٣\r\n"Задача, «тест»",٤`);
    const bytes = new Uint8Array(await new Blob([csv]).arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(csv.slice(1));
  });
});

describe('tableText', () => {
  it('reads the header texts and each body row of a rendered table', () => {
    document.body.innerHTML = `<table><caption>Burndown</caption>
      <thead><tr><th>Day</th><th>Remaining</th></tr></thead>
      <tbody><tr><th>Jan 1, 2030</th><td>6</td></tr><tr><th>Jan 2,
        2030</th><td><span>—</span></td></tr></tbody></table>`;
    expect(tableText(document.querySelector('table')!)).toEqual({
      head: ['Day', 'Remaining'],
      rows: [
        ['Jan 1, 2030', '6'],
        ['Jan 2, 2030', '—'],
      ],
    });
  });
});

describe('exportFileName', () => {
  const day = new Date(2030, 0, 2, 9, 30);

  it('names the file after the chart and the day', () => {
    expect(exportFileName('Tasks done per week', day, 'csv')).toBe(
      'Tasks-done-per-week-2030-01-02.csv',
    );
  });

  it('keeps letters of any script and drops characters file systems refuse', () => {
    expect(exportFileName('Sprint: "Q1/Q2" <go>?', day, 'png')).toBe(
      'Sprint-Q1-Q2-go-2030-01-02.png',
    );
    expect(exportFileName('مخطط الإنجاز', day, 'png')).toBe('مخطط-الإنجاز-2030-01-02.png');
    expect(exportFileName('///', day, 'csv')).toBe('chart-2030-01-02.csv');
  });
});

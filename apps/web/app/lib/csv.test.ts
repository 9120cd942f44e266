import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv } from './csv.ts';

describe('CSV export', () => {
  const columns = [
    { label: 'Product', value: (r: { name: string; views: number }) => r.name },
    { label: 'Views', value: (r: { name: string; views: number }) => r.views },
  ];

  it('starts with a byte-order mark, quotes what needs it, ends lines with CRLF', () => {
    const text = toCsv([{ name: 'Mug, "large"', views: 3 }, { name: 'Bát sứ 碗', views: 0 }], columns);
    expect(text).toBe('\uFEFFProduct,Views\r\n"Mug, ""large""",3\r\nBát sứ 碗,0\r\n');
  });

  it('never lets a cell run as a formula', () => {
    const text = toCsv([{ name: '=HYPERLINK("http://x")', views: 1 }, { name: '+1', views: 2 }, { name: '@SUM(A1)', views: 3 }], columns);
    expect(text.split('\r\n').slice(1, 4)).toEqual(["\"'=HYPERLINK(\"\"http://x\"\")\",1", "'+1,2", "'@SUM(A1),3"]);
  });

  it('writes a single cell the same way (numbers as they are)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell(-2000)).toBe('-2000');
    expect(csvCell(null)).toBe('');
  });

  it('file names are safe', () => {
    expect(csvFileName('tradelink', 'Top products', '2026-03-01', '2026-03-30')).toBe('tradelink_top-products_2026-03-01_2026-03-30.csv');
  });
});

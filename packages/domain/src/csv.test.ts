import { describe, expect, it } from 'vitest';
import { CSV_BOM, toCsv } from './csv.ts';

describe('toCsv (RFC 4180 with a UTF-8 byte-order mark)', () => {
  it('starts with the byte-order mark and ends every record with CRLF', () => {
    const text = toCsv(['a', 'b'], [[1, 'x']]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1)).toBe('a,b\r\n1,x\r\n');
  });

  it('quotes fields holding commas, quotes and line breaks and doubles inner quotes', () => {
    const text = toCsv(
      ['订单号', '备注'],
      [
        ['A,B', 'he said "hi"'],
        ['line1\nline2', 'cr\rhere'],
      ],
    );
    expect(text.slice(1)).toBe('订单号,备注\r\n"A,B","he said ""hi"""\r\n"line1\nline2","cr\rhere"\r\n');
  });

  it('keeps Chinese text and numbers as they are', () => {
    expect(toCsv(['名称'], [['杭州科技有限公司'], [-120.5], [0]]).slice(1)).toBe(
      '名称\r\n杭州科技有限公司\r\n-120.5\r\n0\r\n',
    );
  });

  it('defuses text cells a spreadsheet would run as a formula, but not negative numbers', () => {
    const text = toCsv(['x'], [['=HYPERLINK("http://x")'], ['+1'], ['@SUM(A1)'], [-5]]);
    expect(text.slice(1)).toBe('x\r\n"\'=HYPERLINK(""http://x"")"\r\n\'+1\r\n\'@SUM(A1)\r\n-5\r\n');
  });

  it('writes an empty cell for a non-finite number and an empty row as an empty record', () => {
    expect(toCsv(['n'], [[Number.NaN], []]).slice(1)).toBe('n\r\n\r\n\r\n');
  });
});

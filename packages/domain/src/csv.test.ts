import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a BOM, the header and the rows with CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('\uFEFFa,b\r\n1,x\r\n');
  });

  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(toCsv(['name'], [['a,b'], ['say "hi"'], ['two\nlines'], ['北京市']])).toBe(
      '\uFEFFname\r\n"a,b"\r\n"say ""hi"""\r\n"two\nlines"\r\n北京市\r\n',
    );
  });

  it('writes the header alone when there are no rows', () => {
    expect(toCsv(['a'], [])).toBe('\uFEFFa\r\n');
  });
});

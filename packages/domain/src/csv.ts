/** The byte-order mark that makes spreadsheet programs read the file as UTF-8 (Chinese text included). */
const BOM = '\uFEFF';

/** A field quoted when it holds a separator, a quote or a line break (RFC 4180); quotes inside are doubled. */
function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file's text (RFC 4180): the header, then one line per row, fields separated by commas, lines ended by
 * CRLF, prefixed with a UTF-8 byte-order mark.
 */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(field).join(',') + '\r\n').join('');
}

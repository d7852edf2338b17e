/**
 * CSV text for the customer's own exports (orders, consumption records, the "take your data with you" archive).
 *
 * RFC 4180: fields separated by commas, records by CRLF; a field holding a comma, a double quote, CR or LF is
 * wrapped in double quotes with inner quotes doubled. The text starts with a UTF-8 byte-order mark because Excel
 * only reads a CSV file as UTF-8 (Chinese names and titles) when the mark is present.
 *
 * A text cell starting with =, +, -, @, tab or CR is prefixed with an apostrophe: spreadsheets run such a cell as a
 * formula, and the records carry text the customer or another user typed (titles, names). Numbers stay numbers.
 */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function cell(value: string | number): string {
  let text: string;
  if (typeof value === 'number') {
    text = Number.isFinite(value) ? String(value) : '';
  } else {
    text = FORMULA_START.test(value) ? `'${value}` : value;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number)[][]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return CSV_BOM + lines.join('\r\n') + '\r\n';
}

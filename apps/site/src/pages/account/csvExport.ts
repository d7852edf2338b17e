import { toCsv } from '@kankan/domain';

/** Page size of the export's calls: the contract's largest page, so an export takes few calls. */
export const EXPORT_PAGE_SIZE = 100;
/** A bound on the calls of one export, so a server that never ends its pages cannot keep the browser busy. */
const MAX_EXPORT_PAGES = 100;

/** Every record of a paged list, page after page, until the total is reached (or a page comes back short). */
export async function collectPages<T>(
  fetchPage: (pageNum: number) => Promise<{ list: readonly T[]; pageInfo: { total: number } } | null>,
): Promise<T[]> {
  const all: T[] = [];
  for (let pageNum = 1; pageNum <= MAX_EXPORT_PAGES; pageNum += 1) {
    const page = await fetchPage(pageNum);
    if (!page) break;
    all.push(...page.list);
    if (page.list.length < EXPORT_PAGE_SIZE || all.length >= page.pageInfo.total) break;
  }
  return all;
}

/** Saves `toCsv(header, rows)` as a file named `fileName` (the browser's download). */
export function saveCsv(fileName: string, header: string[], rows: (string | number)[][]): void {
  const blob = new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the address is no longer needed once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Today as YYYY-MM-DD in the visitor's time zone, for file names. */
export function fileDate(now: number): string {
  const date = new Date(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The case screens' filters (spec 2.5): camera type, sort and keyword reach the server and stay in the address. */
import type { Page, Response } from '@playwright/test';
import { expect, test } from './support.ts';

test.use({ locale: 'en-US' });

interface CaseItem {
  title: string;
  industryType: number;
  cameraType: number;
  viewCount: number;
  createTime: string;
}

/** Runs `action` and returns the cases of the case-list answer it causes (the server applies the filters). */
async function casesAfter(page: Page, action: () => Promise<unknown>): Promise<CaseItem[]> {
  const [response] = await Promise.all([
    page.waitForResponse((r: Response) => r.url().includes('/api/case/list')),
    action(),
  ]);
  const body = (await response.json()) as { code: number; data: { list: CaseItem[] } };
  expect(body.code).toBe(0);
  return body.data.list;
}

test('camera type, sort and keyword filter the case list', async ({ page, consoleErrors }) => {
  const museum = await casesAfter(page, () => page.goto('/cases/museum'));
  expect(museum.length).toBeGreaterThan(0);
  expect(museum.every((c) => c.industryType === 1)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const cameras = page.getByRole('radiogroup', { name: 'Camera' });
  const lite = await casesAfter(page, () => cameras.getByRole('radio').nth(1).click());
  expect(lite.every((c) => c.cameraType === 0 && c.industryType === 1)).toBe(true);
  await expect(page).toHaveURL(/camera=lite/);

  const sorts = page.getByRole('radiogroup', { name: 'Sort by' });
  await casesAfter(page, () => page.goto('/cases/all'));
  const newest = await casesAfter(page, () => sorts.getByRole('radio', { name: 'Newest' }).click());
  const times = newest.map((c) => Date.parse(c.createTime));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  const hot = await casesAfter(page, () => sorts.getByRole('radio', { name: 'Most viewed' }).click());
  const views = hot.map((c) => c.viewCount);
  expect(views).toEqual([...views].sort((a, b) => b - a));

  const search = page.getByRole('searchbox', { name: 'Search cases' });
  const word = (newest[0]?.title ?? '').split(/\s+/)[0] ?? '';
  await search.fill(word);
  const found = await casesAfter(page, () => search.press('Enter'));
  expect(found.length).toBeGreaterThan(0);
  expect(found.every((c) => c.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(word)}`));

  // The address alone restores the filters.
  await page.reload();
  await expect(sorts.getByRole('radio', { name: 'Most viewed' })).toBeChecked();
  await expect(search).toHaveValue(word);
  expect(consoleErrors).toEqual([]);
});

/**
 * The video tutorials and films play: in both languages a lesson opens a player whose clip (the build films it)
 * loads and runs in this Chromium, the length it lists is the clip's own, its captions are in the page's language,
 * and the clip is fetched in byte ranges. Every lesson and film of both pages has its clip and captions.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, LANGS, test, words, type Lang } from './support.ts';

/** A lesson of each language's own list. */
const LESSON: Record<Lang, string> = { zh: 'Shooting', en: 'Pairing the camera with the app' };
const CHINESE = /[\u4e00-\u9fff]/;

/** Opens the player of the item titled `title` (an English source message) and returns its video and track. */
async function openPlayer(page: Page, lang: Lang, title: string) {
  const t = words(lang);
  await page.getByRole('button', { name: t('Play: {0}', { 0: t(title) }), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t(title) });
  await expect(dialog).toBeVisible();
  return { dialog, video: dialog.locator('video'), track: dialog.locator('video track') };
}

for (const lang of LANGS) {
  test(`a lesson plays its clip with ${lang} captions, fetched in byte ranges`, async ({ page, consoleErrors }) => {
    const ranges: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.webm')) ranges.push(response.status());
    });
    await page.goto(`/video-course?lang=${lang}`);
    const t = words(lang);
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: t('Play: {0}', { 0: t(LESSON[lang]) }), exact: true }) });
    const listed = await card.locator('time').getAttribute('datetime');

    const { dialog, video, track } = await openPlayer(page, lang, LESSON[lang]);
    await expect(dialog.getByText(t('This video is coming soon'))).toHaveCount(0);
    await expect(video).toHaveAttribute('src', new RegExp(`^/media/tutorials/${lang}/[a-z-]+\\.webm$`));
    await video.evaluate((element: HTMLVideoElement) => element.play());

    // The metadata loads, the clip decodes and runs, and nothing went wrong on the way.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);
    const state = await video.evaluate((element: HTMLVideoElement) => ({
      duration: element.duration,
      error: element.error?.message ?? null,
      width: element.videoWidth,
    }));
    expect(state.error).toBeNull();
    expect(state.width).toBeGreaterThan(0);
    expect(state.duration).toBeGreaterThan(0);
    // The list shows the clip's own length.
    const seconds = Math.round(state.duration);
    expect(listed).toBe(`PT${Math.floor(seconds / 60)}M${seconds % 60}S`);

    // The captions track loads its cues, in the page's language.
    await expect
      .poll(() => track.evaluate((element: HTMLTrackElement) => element.readyState === HTMLTrackElement.LOADED))
      .toBe(true);
    const cues = await track.evaluate((element: HTMLTrackElement) =>
      [...(element.track.cues ?? [])].map((cue) => (cue as VTTCue).text),
    );
    expect(cues.length).toBeGreaterThan(1);
    for (const cue of cues) expect({ cue, chinese: CHINESE.test(cue) }).toEqual({ cue, chinese: lang === 'zh' });

    // The player asked for ranges and was answered with them; a range asked for by hand is answered the same way.
    expect(ranges).toContain(206);
    const src = (await video.getAttribute('src')) ?? '';
    const part = await page.request.get(src, { headers: { range: 'bytes=0-1023' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
    expect(part.headers()['accept-ranges']).toBe('bytes');
    expect(part.headers()['content-type']).toBe('video/webm');
    expect((await part.body()).length).toBe(1024);

    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}

/** Every item of a page's lists: its clip answers a range as WebM and its captions are WebVTT in the language. */
async function expectEveryItemPublished(page: Page, lang: Lang, path: string): Promise<number> {
  await page.goto(`${path}?lang=${lang}`);
  const buttons = page.getByRole('main').getByRole('listitem').getByRole('button');
  const count = await buttons.count();
  for (let index = 0; index < count; index += 1) {
    await buttons.nth(index).click();
    const dialog = page.getByRole('dialog');
    const video = dialog.locator('video');
    await expect(video).toHaveCount(1);
    const src = (await video.getAttribute('src')) ?? '';
    const captions = (await dialog.locator('track').getAttribute('src')) ?? '';
    const clip = await page.request.get(src, { headers: { range: 'bytes=0-3' } });
    expect({ src, status: clip.status(), type: clip.headers()['content-type'] }).toEqual({
      src,
      status: 206,
      type: 'video/webm',
    });
    // A WebM file opens with the EBML magic number.
    expect([...(await clip.body())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const text = await (await page.request.get(captions)).text();
    expect(text.startsWith('WEBVTT')).toBe(true);
    expect({ captions, chinese: CHINESE.test(text) }).toEqual({ captions, chinese: lang === 'zh' });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  return count;
}

test('every lesson and film of both languages has its clip and captions', async ({ page }) => {
  for (const lang of LANGS) {
    expect(await expectEveryItemPublished(page, lang, '/video-course')).toBeGreaterThan(5);
    expect(await expectEveryItemPublished(page, lang, '/videos')).toBe(8);
  }
});

test('a film of the video centre plays', async ({ page }) => {
  await page.goto('/videos?lang=en');
  const { video } = await openPlayer(page, 'en', 'The Pro at a glance');
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);
  expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
});

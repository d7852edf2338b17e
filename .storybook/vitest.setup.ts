/**
 * Runs after every story test (play function and axe check included): waits for fonts and layout to settle and
 * compares a screenshot with the committed baseline `<story id>-<locale>.png`. A story opts out only with
 * `parameters: { screenshot: false }` and a reason in the story file. `parameters: { fullPage: true }` screenshots
 * a story taller than the viewport whole (the viewport grows to fit it for the screenshot);
 * `parameters: { screenshotWidth: 1024 }` captures it at that width. No pixel may differ from the baseline.
 */
import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

// findBy / waitFor wait up to 5 s for what they look for (default 1 s), as in the unit tests: on a busy two-core
// machine a page story's answers and lazy parts can take longer than a second to show. A wait ends when it holds.
configure({ asyncUtilTimeout: 5000 });

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Resizes the browser window (see vitest.config.ts). */
    setWindowSize: (width: number, height: number) => Promise<void>;
    /** Has Chromium paint and rasterise every layer anew (see vitest.config.ts). */
    repaint: () => Promise<void>;
  }
}

/** The browser window of the story projects (vitest.config.ts `contextOptions.viewport`). */
const WINDOW = { width: 1920, height: 1200 };

type StoryLike = { id: string; globals: Record<string, unknown>; parameters: Record<string, unknown> };

function hasStory(ctx: object): ctx is { story: StoryLike } {
  // A composed story is a function carrying id, globals and parameters.
  const story = (ctx as { story?: unknown }).story;
  return (typeof story === 'function' || typeof story === 'object') && story !== null && 'id' in story;
}

/** Whether an element shows on screen; a `display: contents` wrapper (react-aria's non-modal popover) through its children. */
function takesRoom(element: Element): boolean {
  if (getComputedStyle(element).display === 'contents') return Array.from(element.children).some(takesRoom);
  return element.getBoundingClientRect().height > 0;
}

/** Waits (up to 10 s) until nothing in the document matches `selector`. */
async function gone(selector: string): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (document.querySelector(selector) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function settled(): Promise<void> {
  // No screen part of the site still arriving (apps/site/src/app/screenPart.tsx marks its placeholder): a part's chunk
  // may land a little after the story's data.
  await gone('[data-screen-part-pending]');
  // Every overlay shown: React Aria keeps one transparent and clipped (inline opacity and mask) while it prepares its
  // entry, a popover until its placement is computed and a modal while it waits to see whether an on-screen keyboard
  // opens (see dialogOf in @kankan/ui/storybook); on a busy page either can end after the play's last check.
  await gone('[style*="opacity: 0"][style*="mask-image"]');
  await document.fonts.ready;
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  const pending = document.getAnimations().map((animation) => animation.finished.catch(() => undefined));
  await Promise.all(pending);
}

/**
 * Waits until the resize has reached this frame and the window holding it (checked rather than assumed from the
 * commands having resolved), then two frames, so the capture is of a page laid out and painted at its new size.
 */
async function grown(tall: number): Promise<void> {
  const deadline = performance.now() + 10_000;
  const holder = (): number => {
    try {
      return window.parent.innerHeight;
    } catch {
      return Number.POSITIVE_INFINITY; // a cross-origin holder cannot be read; the frame's own size is then the test
    }
  };
  while (performance.now() < deadline && (window.innerHeight < tall || holder() < tall)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Two more frames painted at the new size before the capture.
  for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

// The timeout bounds the whole step, captures included (the matcher has no time limit of its own, vitest.config.ts);
// whole-page screenshots (`fullPage`) take several seconds each on a busy machine.
afterEach(async (ctx) => {
  if (!hasStory(ctx) || ctx.task.result?.state === 'fail') return;
  const { story } = ctx;
  if (story.parameters['screenshot'] === false) return;
  await settled();
  const frames = Array.from(document.querySelectorAll<HTMLElement>('[data-story-frame]'));
  const frame = frames.at(-1);
  const outside = Array.from(document.body.children).some(
    (child) =>
      child instanceof HTMLElement &&
      !child.contains(frame ?? null) &&
      // React Aria's live announcer: visually hidden, though it has a box.
      !child.hasAttribute('data-live-announcer') &&
      !['SCRIPT', 'STYLE', 'LINK'].includes(child.tagName) &&
      takesRoom(child),
  );
  const target = frame && !outside ? frame : document.body;
  const locale = String(story.globals['locale'] ?? 'zh');
  // `parameters.fullPage`: a story taller than the viewport (a whole page) grows the viewport to its height for the
  // screenshot, since Chromium paints nothing below the viewport; the size is restored afterwards.
  const restore = { width: window.innerWidth, height: window.innerHeight };
  // `parameters.screenshotWidth`: a story about a breakpoint (the header at 1024-1920 px) is captured at that width.
  const width = story.parameters['screenshotWidth'];
  if (typeof width === 'number') {
    await page.viewport(width, restore.height);
    await settled();
  }
  let tall = Math.ceil(target.getBoundingClientRect().height);
  const grow = story.parameters['fullPage'] === true && tall > restore.height;
  if (grow) {
    // Grown until the story fits: a page may still grow once the window is larger (seen: 36 px more on the account
    // information page under load), and what lies below the window is not painted, so the capture had a blank strip.
    for (let round = 0; round < 5; round += 1) {
      // The window grows first: Vitest scales an iframe larger than the window down, which would shrink the image.
      await commands.setWindowSize(Math.max(WINDOW.width, restore.width), tall + WINDOW.height);
      await page.viewport(restore.width, tall);
      await grown(tall);
      await settled();
      const now = Math.ceil(target.getBoundingClientRect().height);
      if (now <= tall) break;
      tall = now;
    }
  }
  // Tiles drawn while the window or frame was still changing size can be kept, and their anti-aliased edges then depend
  // on which stories ran before: the capture is of tiles drawn anew at the final size.
  await commands.repaint();
  try {
    await expect.element(page.elementLocator(target)).toMatchScreenshot(`${story.id}-${locale}`);
  } finally {
    if (typeof width === 'number') await page.viewport(restore.width, restore.height);
    if (grow) {
      await page.viewport(restore.width, restore.height);
      await commands.setWindowSize(WINDOW.width, WINDOW.height);
    }
  }
}, 120_000);

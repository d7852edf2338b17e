import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale, useSample } from '../../storybook/index.ts';
import { Button } from '../Button/Button.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { LoadingTracker } from './loadingTracker.ts';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';

/** The stories' own tracker, so nothing leaks into the app's one. */
const tracker = new LoadingTracker();
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Work that outlasts the test, so the overlay is up for the screenshot. */
const LONG_WORK_MS = 10 * 60 * 1000;

interface DemoProps {
  delay?: number;
  /** Milliseconds the first button's work takes. */
  workMs?: number;
}

function Demo({ delay, workMs = 900 }: DemoProps) {
  const text = useSample({
    zh: { refresh: '刷新场景列表', upload: '上传场景封面', body: '共 128 个场景，最近拍摄于 2026-11-20 18:42。' },
    en: {
      refresh: 'Refresh scene list',
      upload: 'Upload scene cover',
      body: '128 scenes, last shot on 2026-11-20 18:42.',
    },
  });
  return (
    <Stack space="medium" align="left">
      <p>{text.body}</p>
      <Inline space="medium" wrap={false}>
        <Button variant="outline" tone="neutral" onPress={() => void tracker.track(wait(workMs))}>
          {text.refresh}
        </Button>
        <Button variant="outline" tone="neutral" onPress={() => void tracker.track(wait(LONG_WORK_MS))}>
          {text.upload}
        </Button>
      </Inline>
      <LoadingOverlay tracker={tracker} delay={delay} />
    </Stack>
  );
}

const meta = {
  title: 'Components/LoadingOverlay',
  component: Demo,
  args: { delay: 300, workMs: 900 },
  beforeEach: () => {
    tracker.reset();
    return () => tracker.reset();
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Enter starts work: after the delay the overlay takes focus and is named "Loading"; Escape does not close it;
 * when the work ends it goes and focus returns to the button. Then long work keeps it up for the screenshot.
 */
export const Playground: Story = {
  args: { delay: 300, workMs: 900 },
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const [refresh, upload] = within(canvasElement).getAllByRole('button');
    await userEvent.tab();
    await expect(refresh).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(tracker.getCount()).toBe(1);
    // Work the test holds keeps the overlay up until the checks below are done, however slow the machine: with the
    // button's work alone, a busy machine could reach them after it had ended.
    let release = () => {};
    void tracker.track(new Promise<void>((resolve) => (release = resolve)));
    const name = storyLocale(globals) === 'en' ? 'Loading' : '加载中';
    // The overlay comes once the delay has passed and stays while work is held: the play waits for it, for its focus
    // and for React Aria to show it (an opening modal may stay transparent for two frames, see dialogOf).
    const overlay = await body.findByRole('dialog', { name }, { timeout: 5000 });
    await waitFor(() => expect(overlay.contains(document.activeElement)).toBe(true));
    await waitFor(() => expect(overlay).toBeVisible());
    await waitFor(() => expect(within(overlay).getByRole('status')).toHaveTextContent(name));
    await userEvent.keyboard('{Escape}');
    // Escape does not dismiss it: the overlay is still shown and still holds focus.
    await expect(body.getByRole('dialog', { name })).toBeVisible();
    await expect(overlay.contains(document.activeElement)).toBe(true);
    release();
    await waitFor(() => expect(tracker.getCount()).toBe(0), { timeout: 5000 });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(refresh).toHaveFocus());
    await userEvent.tab();
    await expect(upload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog');
  },
};

/** Work shorter than the delay never shows the overlay: no flash for quick calls. */
export const QuickWorkNoFlash: Story = {
  args: { delay: 300, workMs: 100 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const [refresh] = within(canvasElement).getAllByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(tracker.getCount()).toBe(1);
    await waitFor(() => expect(tracker.getCount()).toBe(0));
    await wait(400);
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(refresh).toHaveFocus();
  },
};

/** Two pieces of work overlap: the overlay stays until the last one ends. */
export const OverlappingWork: Story = {
  args: { delay: 0, workMs: 600 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog');
    const end = tracker.start();
    await expect(tracker.getCount()).toBe(2);
    await waitFor(() => expect(tracker.getCount()).toBe(1), { timeout: 3000 });
    await expect(body.getByRole('dialog')).toBeVisible();
    end();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Up again for the screenshot.
    tracker.start();
    await body.findByRole('dialog');
  },
};

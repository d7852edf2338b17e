import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryWidth, storyLocale, tabTo, useSample } from '../../storybook/index.ts';
import { ArchivingForecast, type ArchivingForecastProps } from './ArchivingForecast.tsx';

const GB = 1024 ** 3;
/** A fixed expiry so the screenshots never change: 27 November 2026. */
const EXPIRY = Date.UTC(2026, 10, 27, 10, 0);

type Args = Omit<ArchivingForecastProps, 'capacityHref' | 'membershipHref'> & { long?: boolean };

function Demo({ long = false, ...props }: Args) {
  const longName = useSample({
    zh: '上海浦东新区世纪大道一百号环球金融中心七十八层东侧全景展厅与贵宾接待区',
    en: 'Shanghai World Financial Center, 78th floor, east wing panoramic showroom and VIP reception area',
  });
  const named = <T extends { sceneName: string }>(scenes: readonly T[]) =>
    long ? scenes.map((scene, index) => (index === 0 ? { ...scene, sceneName: longName } : scene)) : scenes;
  return (
    <StoryWidth width="accountForm">
      <ArchivingForecast
        {...props}
        archived={{ ...props.archived, scenes: named(props.archived.scenes) }}
        next={props.next ? { ...props.next, scenes: named(props.next.scenes) } : null}
        capacityHref="/manage/device?plan=50G"
        membershipHref="/manage/information"
      />
    </StoryWidth>
  );
}

const none = { count: 0, reasons: [], scenes: [] };
const nextExpiry = {
  expiryTime: EXPIRY,
  cameraName: 'KKPRO10023',
  count: 4,
  bytes: 6.2 * GB,
  scenes: [
    { sceneNum: 'KK-t-1', sceneName: 'Harbour office', size: 2.1 * GB },
    { sceneNum: 'KK-t-2', sceneName: 'Lobby', size: 1.6 * GB },
    { sceneNum: 'KK-t-3', sceneName: 'Meeting room B', size: 1.5 * GB },
  ],
};
const archivedNow = {
  count: 2,
  reasons: ['expired'] as const,
  scenes: [
    { sceneNum: 'KK-a-1', sceneName: 'Riverside loft 12' },
    { sceneNum: 'KK-a-2', sceneName: '2025 show flat (old)' },
  ],
};

const meta = {
  title: 'Patterns/ArchivingForecast',
  component: Demo,
  args: { archived: none, next: nextExpiry, freeBytes: 12 * GB },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const en = (globals: Record<string, unknown>) => storyLocale(globals) === 'en';

/**
 * A plan ends soon: the date, the camera, how many scenes and how much, the ways out, and the scenes behind a toggle
 * that Tab reaches and Enter opens.
 */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const view = within(canvasElement);
    await expect(view.getByText(en(globals) ? /4 scenes \(6\.2 GB\) will be archived/ : /4 个场景/)).toBeVisible();
    const toggle = view.getByRole('button', { name: en(globals) ? 'Scenes that would be archived' : /将被封存的场景/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await tabTo(toggle);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(view.getByText('Lobby')).toBeVisible();
    await expect(view.getByText(en(globals) ? 'and 1 more' : /另有 1 个/)).toBeVisible();
    await expect(
      view.getByRole('link', { name: en(globals) ? 'Buy or upgrade capacity' : /购买或升级容量/ }),
    ).toHaveAttribute('href', '/manage/device?plan=50G');
  },
};

/** Scenes archived now because a plan expired, and more to come at the next expiry. */
export const ArchivedAndNext: Story = { args: { archived: archivedNow } };

/** Archived because the scenes outgrew the capacity, nothing free, no plan running. */
export const ArchivedOverCapacity: Story = {
  args: {
    archived: { ...archivedNow, count: 1, reasons: ['full'], scenes: archivedNow.scenes.slice(0, 1) },
    next: null,
    freeBytes: 0,
  },
};

/** Nothing archived and no expiry that would archive anything. */
export const Clear: Story = { args: { next: null } };

/** Long scene names wrap beside their sizes. */
export const LongNames: Story = {
  args: { archived: archivedNow, long: true },
  play: async ({ canvasElement, globals }) => {
    const view = within(canvasElement);
    await userEvent.click(
      view.getByRole('button', { name: en(globals) ? 'Scenes that would be archived' : /将被封存的场景/ }),
    );
    await userEvent.click(view.getByRole('button', { name: en(globals) ? 'Archived scenes' : /已封存的场景/ }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

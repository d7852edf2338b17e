import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { invertedSurface } from '../tokens/theme.css.ts';
import { storyLocale } from '../storybook/index.ts';
import * as styles from './Illustrations.stories.css.ts';
import { IndustryMotif, industryMotifs } from './industries.tsx';
import {
  LiteCameraIllustration,
  MinionCameraIllustration,
  ProCameraIllustration,
  TripodIllustration,
} from './products.tsx';
import { PointCloudIllustration, WireframeRoomIllustration } from './scans.tsx';

function Gallery({ background, group }: { background: 'light' | 'dark'; group: 'products' | 'scans' | 'motifs' }) {
  const cell = (key: string, child: ReactNode) => (
    <div key={key} className={styles.cell}>
      {child}
    </div>
  );
  return (
    <div className={`${styles.gallery} ${background === 'dark' ? invertedSurface : ''}`} data-background={background}>
      {group === 'products' && (
        <div className={styles.products}>
          {cell('pro', <ProCameraIllustration />)}
          {cell('lite', <LiteCameraIllustration />)}
          {cell('minion', <MinionCameraIllustration />)}
          {cell('tripod', <TripodIllustration />)}
        </div>
      )}
      {group === 'scans' && (
        <div className={styles.scans}>
          {cell('cloud', <PointCloudIllustration />)}
          {cell('room', <WireframeRoomIllustration />)}
        </div>
      )}
      {group === 'motifs' && (
        <div className={styles.motifs}>{industryMotifs.map((name) => cell(name, <IndustryMotif name={name} />))}</div>
      )}
    </div>
  );
}

const meta = {
  title: 'Patterns/Illustrations',
  component: Gallery,
  parameters: { layout: 'fullscreen' },
  args: { background: 'light', group: 'products' },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four products on a light section, each named by a localized title (meaningful images). */
export const Products: Story = {
  args: { group: 'products' },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: en ? 'Lite two-lens camera' : 'Lite 双目相机' })).toBeVisible();
    // Fixed viewBox and aspect ratio: each drawing reserves its box before it paints.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg.getAttribute('viewBox')).toBe('0 0 320 400');
      await expect(svg.style.aspectRatio).toBe('320 / 400');
    }
  },
};

/** The products on a dark hero surface keep their near-black body with light edges. */
export const ProductsDark: Story = {
  args: { group: 'products', background: 'dark' },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(within(canvasElement).getByRole('img', { name: en ? 'Tripod set' : '三脚架套装' })).toBeVisible();
  },
};

/** The point cloud and the wireframe room: decorative, hidden from assistive technology. */
export const Scans: Story = {
  args: { group: 'scans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  },
};

/** The scan motifs on a dark surface: accent and muted points turn light. */
export const ScansDark: Story = {
  args: { group: 'scans', background: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg circle').length).toBeGreaterThan(500);
  },
};

/** The seven industry motifs (real estate, museum, shop, home, catering, exhibition, security), decorative. */
export const IndustryMotifs: Story = {
  args: { group: 'motifs' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(industryMotifs.length);
  },
};

/** The industry motifs on a dark surface. */
export const IndustryMotifsDark: Story = {
  args: { group: 'motifs', background: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(industryMotifs.length);
  },
};

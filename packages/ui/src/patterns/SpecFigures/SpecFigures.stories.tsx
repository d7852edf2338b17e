import type { Meta, StoryObj } from '@storybook/react-vite';
import { CAMERA_SPECS } from '@kankan/domain';
import { expect, within } from 'storybook/test';
import { storyLocale, useSample } from '../../storybook/index.ts';
import { SpecFigures, type SpecFigure, type SpecFiguresProps } from './SpecFigures.tsx';

const pro = CAMERA_SPECS.pro;
const lite = CAMERA_SPECS.lite;

function Demo({ camera, ...props }: Omit<SpecFiguresProps, 'items'> & { camera: 'pro' | 'lite' }) {
  const labels = useSample({
    zh: {
      lenses: '颗镜头同步成像',
      resolution: '单点全景分辨率',
      storage: '机身存储',
      weight: '整机重量，单手即可持握',
      battery: '电池容量，连续拍摄一整天的中小户型',
      lensesLite: '颗鱼眼镜头',
      gb: 'GB',
    },
    en: {
      lenses: 'lenses firing together',
      resolution: 'panorama at every point',
      storage: 'on-board storage',
      weight: 'in total, light enough for one hand',
      battery: 'battery, a full day of small and mid-sized homes',
      lensesLite: 'fisheye lenses',
      gb: 'GB',
    },
  });
  const items: SpecFigure[] =
    camera === 'pro'
      ? [
          { id: 'lenses', value: pro.lenses, label: labels.lenses },
          {
            id: 'resolution',
            value: `${pro.resolution.width}×${pro.resolution.height}`,
            label: labels.resolution,
          },
          { id: 'storage', value: pro.storageGb, unit: labels.gb, label: labels.storage },
          { id: 'weight', value: pro.weightG, unit: 'g', label: labels.weight },
        ]
      : [
          { id: 'lenses', value: lite.lenses, label: labels.lensesLite },
          { id: 'weight', value: lite.weightG, unit: 'g', label: labels.weight },
          { id: 'battery', value: lite.batteryMah, unit: 'mAh', label: labels.battery },
        ];
  return <SpecFigures items={items} {...props} />;
}

const meta = {
  title: 'Patterns/SpecFigures',
  component: Demo,
  args: { camera: 'pro', size: 'medium', align: 'start' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An edge of an element's box; 0 when the element is missing (the assertion then fails). */
function rect(element: Element | null | undefined, edge: 'top' | 'bottom' | 'left' | 'right'): number {
  return element ? element.getBoundingClientRect()[edge] : 0;
}

/** The Pro's four headline figures (from the domain constants), each read as label then figure. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term');
    await expect(terms).toHaveLength(4);
    await expect(terms[0]).toHaveTextContent(en ? 'lenses firing together' : '颗镜头同步成像');
    const values = canvas.getAllByRole('definition');
    await expect(values[1]).toHaveTextContent('12288×6144');
    // The figure shows above its label.
    await expect(rect(values[0], 'top')).toBeLessThan(rect(terms[0], 'top'));
  },
};

/** Lite: three large centred figures. */
export const LiteLargeCentred: Story = {
  args: { camera: 'lite', size: 'large', align: 'center' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('definition')[2]).toHaveTextContent('2000mAh');
  },
};

/** Two per row. */
export const TwoColumns: Story = {
  args: { columns: 2 },
  play: async ({ canvasElement }) => {
    const values = within(canvasElement).getAllByRole('definition');
    await expect(rect(values[2], 'top')).toBeGreaterThan(rect(values[0], 'bottom'));
  },
};

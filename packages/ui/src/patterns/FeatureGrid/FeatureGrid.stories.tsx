import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../../components/Link/Link.tsx';
import { IndustryMotif, type IndustryMotifName } from '../../illustrations/industries.tsx';
import { storyLocale, useSample } from '../../storybook/index.ts';
import { FeatureGrid, type FeatureGridProps, type FeatureItem } from './FeatureGrid.tsx';

type Sample = { id: IndustryMotifName; title: string; text: string };

const industries: { zh: Sample[]; en: Sample[] } = {
  zh: [
    { id: 'realEstate', title: '房产', text: '线上带看替代反复跑盘，买家随时“走进”房源，成交周期更短。' },
    { id: 'museum', title: '博物馆', text: '完整保存展陈现场，展览结束后依然可以在线参观与研究。' },
    { id: 'shop', title: '电商与门店', text: '把实体门店搬到线上，商品热点直达购买链接。' },
    {
      id: 'home',
      title: '家居与家装',
      text: '量房、方案沟通与完工交付都基于同一个可测量的三维模型，减少返工与误解，让设计师、业主和施工团队看到同一个空间。',
    },
  ],
  en: [
    {
      id: 'realEstate',
      title: 'Real estate',
      text: 'Virtual viewings replace repeat visits; buyers step into a listing any time.',
    },
    {
      id: 'museum',
      title: 'Museums',
      text: 'Keep every exhibition as it stood, open for visits and research after it closes.',
    },
    {
      id: 'shop',
      title: 'Retail and e-commerce',
      text: 'Bring the shop floor online, with hotspots that lead straight to the product page.',
    },
    {
      id: 'home',
      title: 'Home and interior design',
      text: 'Measuring, design reviews and handover all work from one measurable 3D model, so designers, owners and builders look at the same space and rework drops.',
    },
  ],
};

function Demo({ withAction, ...props }: Omit<FeatureGridProps, 'items'> & { withAction?: boolean }) {
  const samples = useSample(industries);
  const more = useSample({ zh: '查看方案', en: 'See the solution' });
  const items: FeatureItem[] = samples.map((sample) => ({
    ...sample,
    icon: <IndustryMotif name={sample.id} />,
    action: withAction ? <Link href={`/solutions/${sample.id}`}>{more}</Link> : undefined,
  }));
  return <FeatureGrid items={items} {...props} />;
}

const meta = {
  title: 'Patterns/FeatureGrid',
  component: Demo,
  args: { columns: 4, variant: 'plain', withAction: true },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An edge of an element's box; 0 when the element is missing (the assertion then fails). */
function rect(element: Element | null | undefined, edge: 'top' | 'bottom' | 'left' | 'right'): number {
  return element ? element.getBoundingClientRect()[edge] : 0;
}

/** Four industries, each an item of a list with a motif, an h3, text and a link; long text in the last one. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: en ? 'Museums' : '博物馆' })).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[1]).toHaveFocus();
  },
};

/** Bordered tiles in two columns. */
export const CardsTwoColumns: Story = {
  args: { columns: 2, variant: 'card', withAction: false },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    // Two columns: the third item starts a new row.
    await expect(rect(items[2], 'top')).toBeGreaterThan(rect(items[0], 'bottom'));
  },
};

/** Three columns, titles at h4 under a deeper outline. */
export const ThreeColumnsLevel4: Story = {
  args: { columns: 3, headingLevel: 4, withAction: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 4 })).toHaveLength(4);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LinkButton } from '../../components/LinkButton/LinkButton.tsx';
import { PointCloudIllustration } from '../../illustrations/scans.tsx';
import { ProCameraIllustration } from '../../illustrations/products.tsx';
import { storyLocale, useSample } from '../../storybook/index.ts';
import { PageHero, type PageHeroProps } from './PageHero.tsx';

const copy = {
  zh: {
    eyebrow: '看看 Pro 八目相机',
    title: '一次拍摄，完整还原整个空间',
    lead: '八颗镜头同步成像，单点 12288×6144 全景，上传即自动生成可漫游、可测量、可分享的三维空间。',
    buy: '立即购买',
    specs: '查看参数',
    longTitle: '为房产经纪、博物馆、门店与家装设计团队打造的专业级三维空间采集方案，从拍摄、计算到分享一站完成',
    longLead:
      '带上一台相机和一部手机，就能在一个下午完成数百平方米的实景扫描：相机按规划路线逐点拍摄，云端自动拼接点云与贴图，生成带尺寸的三维模型、平面图和全景漫游链接。客户在浏览器里即可“走进”空间，无需安装任何软件；团队可以协作标注热点、嵌入官网或分享到社交平台。',
  },
  en: {
    eyebrow: 'KanKan Pro eight-lens camera',
    title: 'One capture, the whole space',
    lead: 'Eight lenses fire together for a 12288×6144 panorama at every point; upload, and the cloud builds a 3D space you can walk through, measure and share.',
    buy: 'Buy now',
    specs: 'See specifications',
    longTitle:
      'Professional 3D space capture for estate agents, museums, retailers and interior designers, from shooting to sharing in one workflow',
    longLead:
      'Bring one camera and a phone and scan hundreds of square metres in an afternoon: the camera shoots point by point along a planned route, the cloud stitches the point cloud and textures, and you get a measurable 3D model, a floor plan and a walk-through link. Clients step into the space in any browser with nothing to install, while your team adds hotspots together, embeds the tour on your website or shares it on social media.',
  },
};

function Demo({ long, withArt, ...props }: Omit<PageHeroProps, 'title'> & { long?: boolean; withArt?: boolean }) {
  const c = useSample(copy);
  return (
    <PageHero
      eyebrow={c.eyebrow}
      title={long ? c.longTitle : c.title}
      lead={long ? c.longLead : c.lead}
      actions={
        <>
          <LinkButton href="/purchase" size="large">
            {c.buy}
          </LinkButton>
          <LinkButton href="#specs" size="large" variant="outline">
            {c.specs}
          </LinkButton>
        </>
      }
      art={withArt ? props.align === 'center' ? <PointCloudIllustration /> : <ProCameraIllustration /> : undefined}
      {...props}
    />
  );
}

const meta = {
  title: 'Patterns/PageHero',
  component: Demo,
  parameters: { layout: 'fullscreen', fullPage: true },
  args: { background: 'dark', align: 'start', withArt: true },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An edge of an element's box; 0 when the element is missing (the assertion then fails). */
function rect(element: Element | null | undefined, edge: 'top' | 'bottom' | 'left' | 'right'): number {
  return element ? element.getBoundingClientRect()[edge] : 0;
}

/** The dark product hero: eyebrow, the page's h1, lead, actions, and the camera drawing beside the text. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(en ? 'One capture, the whole space' : '一次拍摄，完整还原整个空间');
    await expect(canvas.getByRole('region', { name: heading.textContent ?? '' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: en ? 'Pro eight-lens camera' : 'Pro 八目相机' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: en ? 'Buy now' : '立即购买' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: en ? 'See specifications' : '查看参数' })).toHaveFocus();
  },
};

/** Light background, centred: the text above a point-cloud motif (decorative, hidden from assistive technology). */
export const LightCentred: Story = {
  args: { background: 'light', align: 'center' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
  },
};

/** Long Chinese and English title and lead: the text wraps beside the drawing without pushing it out. */
export const LongText: Story = {
  args: { long: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    const art = canvasElement.querySelector('svg');
    await expect(art).not.toBeNull();
    // The drawing stays beside the heading (to its right), not under it.
    await expect(rect(art, 'left')).toBeGreaterThan(rect(heading, 'right') - 1);
  },
};

/** Title and lead only, no art or actions. */
export const TextOnly: Story = {
  args: { withArt: false, actions: undefined, eyebrow: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

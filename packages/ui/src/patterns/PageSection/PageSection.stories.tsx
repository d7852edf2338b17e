import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../../components/Link/Link.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { storyLocale, useSample } from '../../storybook/index.ts';
import { PageSection, type PageSectionProps } from './PageSection.tsx';

const copy = {
  zh: {
    title: '从拍摄到分享，只需三步',
    lead: '相机负责采集，云端负责计算，浏览器负责呈现。整个流程无需专业建模经验。',
    body: '使用手机 App 连接相机后，沿着规划路线逐点拍摄；拍摄完成后一键上传，云端会自动完成点云拼接与贴图，生成可漫游的三维空间。',
    link: '了解核心技术',
    longTitle: '面向大面积场馆的多楼层连续拍摄：自动对齐楼层、统一坐标系并生成完整的建筑剖面与平面图',
    longLead:
      '对于展馆、商场、写字楼等多楼层空间，相机会在每一层记录位置并自动识别楼梯与电梯连接处，云端把各楼层对齐到同一坐标系，访客可以在楼层之间无缝切换，管理者也能导出带尺寸的平面图，用于招商、布展和安保规划。',
  },
  en: {
    title: 'From capture to sharing in three steps',
    lead: 'The camera captures, the cloud computes and the browser presents. No 3D modelling experience needed.',
    body: 'Connect the camera to the phone app and shoot point by point along a planned route. Upload with one tap: the cloud stitches the point cloud and textures and builds a 3D space to walk through.',
    link: 'Learn about the core technology',
    longTitle:
      'Continuous multi-floor capture for large venues: floors aligned automatically, one coordinate system, complete sections and floor plans',
    longLead:
      'In exhibition halls, shopping centres and office towers the camera records its position on every floor and recognises where stairs and lifts connect. The cloud aligns all floors to one coordinate system, visitors move between floors seamlessly, and managers export dimensioned floor plans for leasing, exhibition layout and security planning.',
  },
};

function Demo({ long, ...props }: Omit<PageSectionProps, 'children'> & { long?: boolean }) {
  const c = useSample(copy);
  return (
    <PageSection title={long ? c.longTitle : c.title} lead={long ? c.longLead : c.lead} {...props}>
      <Text as="p" size="medium">
        {c.body}
      </Text>
      <div>
        <Link href="/location">{c.link}</Link>
      </div>
    </PageSection>
  );
}

const meta = {
  title: 'Patterns/PageSection',
  component: Demo,
  parameters: { layout: 'fullscreen', fullPage: true },
  args: { background: 'light', width: 'default', align: 'start', id: 'steps' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A light band: the h2 names the section; the id is the anchor for `?id=` scrolling. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', {
      name: en ? 'From capture to sharing in three steps' : '从拍摄到分享，只需三步',
    });
    await expect(region).toHaveAttribute('id', 'steps');
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};

/** The pale grey band, centred title. */
export const SubtleCentred: Story = {
  args: { background: 'subtle', align: 'center' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

/** The dark band: the inverted tokens keep text and link AA on near-black. */
export const Dark: Story = {
  args: { background: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-background', 'dark');
  },
};

/** Long Chinese and English title and lead in the narrow width. */
export const LongTextNarrow: Story = {
  args: { long: true, width: 'narrow' },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section');
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(960);
    await expect(section).not.toBeNull();
  },
};

/** Without a title the band is a plain section, not a named region. */
export const Untitled: Story = {
  args: { title: undefined, lead: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

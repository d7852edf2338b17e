import type { Meta, StoryObj } from '@storybook/react-vite';
import { CAMERA_TYPE, INDUSTRY } from '@kankan/domain';
import { expect, userEvent, within } from 'storybook/test';
import { palette } from '../../tokens/values.ts';
import { roomPicture, StoryWidth, storyLocale, useSample } from '../../storybook/index.ts';
import { CaseCard, type CaseCardProps } from './CaseCard.tsx';
import { CaseGrid } from './CaseGrid.tsx';

/** Noon of a day in China (GMT+8), so the date reads the same in every time zone a test runs in. */
const day = (iso: string) => Date.parse(`${iso}T12:00:00+08:00`);

function Demo(props: Omit<CaseCardProps, 'title'>) {
  const title = useSample({ zh: '滨江壹号 · 三室两厅样板间', en: 'Riverside One · three-bedroom show flat' });
  return (
    <StoryWidth width="360px" exact>
      <CaseCard {...props} title={title} />
    </StoryWidth>
  );
}

const meta = {
  title: 'Patterns/CaseCard',
  component: Demo,
  args: {
    industry: INDUSTRY.realEstate,
    cameraType: CAMERA_TYPE.pro,
    viewCount: 12846,
    date: day('2026-09-18'),
    href: '/show/case-2-0',
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One case: Tab reaches the card's only link, named by the title, which opens the scene in a new tab. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAccessibleName(
      en ? 'Riverside One · three-bedroom show flat (opens in a new tab)' : /滨江壹号/,
    );
    await expect(link).toHaveAttribute('href', '/show/case-2-0');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(within(canvasElement).getByText(en ? '12,846 views' : /12,846/)).toBeInTheDocument();
  },
};

const samples = {
  zh: [
    { title: '滨江壹号样板间', industry: INDUSTRY.realEstate, camera: CAMERA_TYPE.pro, views: 12846 },
    { title: '城市博物馆 · 青铜器展厅', industry: INDUSTRY.museum, camera: CAMERA_TYPE.pro, views: 30412 },
    { title: '潮牌旗舰店 · 二层', industry: INDUSTRY.eCommerce, camera: CAMERA_TYPE.lite, views: 5207 },
    { title: '北欧风三居室', industry: INDUSTRY.home, camera: CAMERA_TYPE.lite, views: 2318 },
    { title: '江南小馆 · 主题餐厅', industry: INDUSTRY.catering, camera: CAMERA_TYPE.pro, views: 8760 },
    { title: '联合办公空间', industry: INDUSTRY.other, camera: CAMERA_TYPE.minion, views: 964 },
  ],
  en: [
    { title: 'Riverside One show flat', industry: INDUSTRY.realEstate, camera: CAMERA_TYPE.pro, views: 12846 },
    { title: 'City museum · Bronze gallery', industry: INDUSTRY.museum, camera: CAMERA_TYPE.pro, views: 30412 },
    { title: 'Streetwear flagship, level 2', industry: INDUSTRY.eCommerce, camera: CAMERA_TYPE.lite, views: 5207 },
    { title: 'Nordic three-bedroom home', industry: INDUSTRY.home, camera: CAMERA_TYPE.lite, views: 2318 },
    { title: 'Harbour noodle bar', industry: INDUSTRY.catering, camera: CAMERA_TYPE.pro, views: 8760 },
    { title: 'Co-working loft', industry: INDUSTRY.other, camera: CAMERA_TYPE.minion, views: 964 },
  ],
};

function Grid() {
  const items = useSample(samples);
  const label = useSample({ zh: '精选案例', en: 'Featured cases' });
  return (
    <CaseGrid aria-label={label}>
      {items.map((item, index) => (
        <CaseCard
          key={item.title}
          title={item.title}
          industry={item.industry}
          cameraType={item.camera}
          viewCount={item.views}
          date={day(`2026-0${index + 1}-1${index}`)}
          href={`/show/case-${item.industry}-${index}`}
          coverSeed={index + 1}
        />
      ))}
    </CaseGrid>
  );
}

/** A case with its picture, a view into its scene's room: shown instead of the drawing, as decoration. */
export const WithPicture: Story = {
  args: { cover: roomPicture(palette.grey100, palette.grey300) },
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('article img');
    await expect(picture).not.toBeNull();
    await expect(picture).toHaveAttribute('alt', '');
    await expect(canvasElement.querySelectorAll('article svg[aria-hidden]').length).toBeLessThanOrEqual(1);
  },
};

/** Every industry's drawn cover in a three-column grid; Tab moves from card to card. */
export const EveryIndustry: Story = {
  render: () => <Grid />,
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getAllByRole('article')).toHaveLength(6);
    const links = view.getAllByRole('link');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

function LongTitle(props: Omit<CaseCardProps, 'title'>) {
  const title = useSample({
    zh: '华东地区最大的沉浸式自然历史博物馆数字化项目——恐龙厅、海洋厅与古人类厅全馆三维实景漫游',
    en: 'Digitising the largest immersive natural history museum in East China: the dinosaur, ocean and early-human halls as one walk-through 3D scene',
  });
  return (
    <StoryWidth width="360px" exact>
      <CaseCard {...props} title={title} />
    </StoryWidth>
  );
}

/** A long title is cut after two lines; the whole title stays the link's name. */
export const LongTitles: Story = {
  args: { industry: INDUSTRY.museum, viewCount: 1204566 },
  render: (args) => <LongTitle {...args} />,
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAccessibleName(en ? /walk-through 3D scene \(opens in a new tab\)$/ : /全馆三维实景漫游/);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { roomPicture, storyLocale, StoryRouter, useSample } from '../../storybook/index.ts';
import { palette } from '../../tokens/values.ts';
import { NewsList, type NewsListItem } from './NewsList.tsx';

const day = (iso: string) => Date.parse(`${iso}T12:00:00+08:00`);
const navigate = fn();

const samples: { zh: NewsListItem[]; en: NewsListItem[] } = {
  zh: [
    {
      id: 12,
      title: '八目专业相机正式发布',
      label: '产品',
      date: day('2026-11-02'),
      summary: '八个镜头同步曝光，单点即可生成 12288×6144 的全景画面，首批相机将于下月发货。',
      href: '/news/12',
    },
    {
      id: 11,
      title: '城市博物馆全馆三维数字化上线',
      label: '案例',
      date: day('2026-10-13'),
      summary: '两天完成三层展厅、一万两千平方米的拍摄，观众可在线漫游每一件展品。',
      href: '/news/11',
    },
    {
      id: 10,
      title: '云存储新增 1T 套餐',
      label: '公告',
      date: day('2026-09-23'),
      summary: '升级套餐时，原套餐的剩余时长将按天折算并自动延长到期日。',
      href: '/news/10',
    },
  ],
  en: [
    {
      id: 12,
      title: 'The eight-lens Pro camera is here',
      label: 'Product',
      date: day('2026-11-02'),
      summary:
        'All eight lenses expose together for a 12288×6144 panorama from a single point. The first cameras ship next month.',
      href: '/news/12',
    },
    {
      id: 11,
      title: 'The City Museum goes 3D',
      label: 'Case',
      date: day('2026-10-13'),
      summary:
        'Three floors and 12,000 square metres captured in two days; visitors can now walk every gallery online.',
      href: '/news/11',
    },
    {
      id: 10,
      title: 'A 1T cloud storage plan',
      label: 'Notice',
      date: day('2026-09-23'),
      summary:
        'When you upgrade, the time left on your current plan is converted to days and added to the new expiry date.',
      href: '/news/10',
    },
  ],
};

/** The sample articles with pictures, except the last, which keeps its drawing. */
function withPictures(items: NewsListItem[]): NewsListItem[] {
  const walls = [palette.grey100, palette.cyan50];
  return items.map((item, index) => {
    const wall = walls[index];
    return wall ? { ...item, cover: roomPicture(wall, palette.grey300) } : item;
  });
}

const pictured = { zh: withPictures(samples.zh), en: withPictures(samples.en) };

interface DemoProps {
  items?: { zh: NewsListItem[]; en: NewsListItem[] };
  total: number;
  page: number;
  onPageChange: (page: number) => void;
}

function Demo({ items, ...props }: DemoProps) {
  return (
    <StoryRouter navigate={navigate}>
      <NewsList items={useSample(items ?? samples)} pageSize={10} {...props} />
    </StoryRouter>
  );
}

const meta = {
  title: 'Patterns/NewsList',
  component: Demo,
  args: { total: 3, page: 1, onPageChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three articles on one page (no pagination); Enter on a title opens the article. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    navigate.mockClear();
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await expect(view.queryByRole('navigation')).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      view.getByRole('link', { name: en ? 'The City Museum goes 3D' : '城市博物馆全馆三维数字化上线' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate.mock.calls[0]?.[0]).toBe('/news/11');
  },
};

/** Page 2 of 26 articles: the pagination's "Next page" asks for page 3. */
export const Paged: Story = {
  args: { total: 26, page: 2 },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    const next = view.getByRole('button', { name: en ? 'Next page' : '下一页' });
    for (let i = 0; i < 12 && document.activeElement !== next; i += 1) await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** Articles with pictures show them; one without keeps the drawing. */
export const WithPictures: Story = {
  args: { items: pictured },
  play: async ({ canvasElement }) => {
    const pictures = canvasElement.querySelectorAll('li img');
    await expect(pictures).toHaveLength(2);
    for (const picture of pictures) {
      await expect(picture).toHaveAttribute('alt', '');
      await expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    }
  },
};

/** No articles yet. */
export const Empty: Story = {
  args: { items: { zh: [], en: [] }, total: 0 },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      en ? 'No news yet' : '暂无新闻',
    );
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

const long: { zh: NewsListItem[]; en: NewsListItem[] } = {
  zh: [
    {
      id: 30,
      title: '看看空间与城市博物馆达成战略合作：三年内完成全市二十四座博物馆、纪念馆与美术馆的三维数字化建档',
      label: '合作',
      date: day('2026-08-30'),
      summary:
        '合作涵盖展厅实景三维重建、藏品细节采集、线上虚拟展览与教育课程共建。项目第一期将覆盖六座市级博物馆，预计明年春季对公众开放线上参观入口，观众可通过手机或电脑随时漫游展厅。',
      href: '/news/30',
    },
  ],
  en: [
    {
      id: 30,
      title:
        'KanKan Space and the City Museum agree a three-year partnership to capture all twenty-four of the city’s museums, memorials and galleries in 3D',
      label: 'Partnership',
      date: day('2026-08-30'),
      summary:
        'The partnership covers 3D reconstruction of every gallery, detailed capture of collection pieces, virtual exhibitions and shared education programmes. The first phase covers six municipal museums and opens to the public online next spring, on any phone or computer.',
      href: '/news/30',
    },
  ],
};

/** A long title wraps; a long excerpt is cut after two lines. */
export const LongText: Story = {
  args: { items: long, total: 1 },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};

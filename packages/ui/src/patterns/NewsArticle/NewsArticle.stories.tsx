import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../../components/Link/Link.tsx';
import { storyLocale, useSample } from '../../storybook/index.ts';
import { NewsArticle } from './NewsArticle.tsx';

const day = (iso: string) => Date.parse(`${iso}T12:00:00+08:00`);

const article = {
  zh: {
    title: '八目专业相机正式发布',
    label: '产品',
    content:
      '<p>今天，我们发布了新一代<strong>八目专业相机</strong>。八个镜头同步曝光，单点即可生成 12288×6144 的全景画面。</p>' +
      '<h2>更快的现场作业</h2><ul><li>单点拍摄约 20 秒</li><li>机身 660 克，单手即可移动</li><li>16GB 机载存储</li></ul>' +
      '<p>首批相机将于下月发货，欢迎前往<a href="/purchase">产品页面</a>了解详情。</p>',
    back: '返回新闻列表',
  },
  en: {
    title: 'The eight-lens Pro camera is here',
    label: 'Product',
    content:
      '<p>Today we released our new <strong>eight-lens Pro camera</strong>. All eight lenses expose together, so a single point gives a 12288×6144 panorama.</p>' +
      '<h2>Faster work on site</h2><ul><li>About 20 seconds per scan point</li><li>660 g, easy to carry in one hand</li><li>16 GB of on-board storage</li></ul>' +
      '<p>The first cameras ship next month; see the <a href="/purchase">product page</a> for details.</p>',
    back: 'Back to news',
  },
};

function Demo({ content, title }: { content?: { zh: string; en: string }; title?: { zh: string; en: string } }) {
  const text = useSample(article);
  const body = useSample(content ?? { zh: text.content, en: text.content });
  const heading = useSample(title ?? { zh: text.title, en: text.title });
  return (
    <NewsArticle
      title={heading}
      label={text.label}
      date={day('2026-11-02')}
      content={body}
      footer={
        <Link href="/news" variant="standalone">
          {text.back}
        </Link>
      }
    />
  );
}

const meta = {
  title: 'Patterns/NewsArticle',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An article with a heading, a list and a link; Tab reaches the link in the body, then the way back. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await expect(view.getByRole('heading', { level: 1 })).toHaveTextContent(article[en ? 'en' : 'zh'].title);
    await expect(view.getByText(en ? 'Nov 2, 2026' : '2026年11月2日')).toBeInTheDocument();
    await userEvent.tab();
    await expect(view.getByRole('link', { name: en ? 'product page' : '产品页面' })).toHaveFocus();
    await userEvent.tab();
    await expect(view.getByRole('link', { name: en ? 'Back to news' : '返回新闻列表' })).toHaveFocus();
  },
};

const hostile = {
  zh:
    '<p>展会现场照片如下。<script>document.body.dataset.hacked = "yes"</script></p>' +
    '<img src="https://tracker.example.com/pixel.gif" alt="跟踪像素" onerror="document.body.dataset.hacked = \'yes\'">' +
    '<p><a href="javascript:document.body.dataset.hacked=\'yes\'">点击领取优惠</a></p>' +
    '<div style="position:fixed;inset:0;background:red" onmouseover="document.body.dataset.hacked=\'yes\'">覆盖整页的红色图层</div>' +
    '<iframe src="https://evil.example.com/"></iframe><form action="/steal"><input name="password" placeholder="输入密码"></form>',
  en:
    '<p>Photos from the show floor below.<script>document.body.dataset.hacked = "yes"</script></p>' +
    '<img src="https://tracker.example.com/pixel.gif" alt="Tracking pixel" onerror="document.body.dataset.hacked = \'yes\'">' +
    '<p><a href="javascript:document.body.dataset.hacked=\'yes\'">Claim your discount</a></p>' +
    '<div style="position:fixed;inset:0;background:red" onmouseover="document.body.dataset.hacked=\'yes\'">A red layer over the whole page</div>' +
    '<iframe src="https://evil.example.com/"></iframe><form action="/steal"><input name="password" placeholder="Your password"></form>',
};

/**
 * Hostile HTML from the server: the script, the handlers, the `javascript:` link, the full-page style, the frame and
 * the form are removed, and so is the image from another host (nothing is fetched); the text stays.
 */
export const HostileHtml: Story = {
  args: { content: hostile },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    const body = view.getByRole('article');
    await expect(body.querySelector('script, iframe, form, input, [onerror], [onmouseover], [style]')).toBeNull();
    await expect(body.querySelector('img')).toBeNull();
    await expect(view.getByText(en ? 'Claim your discount' : '点击领取优惠')).not.toHaveAttribute('href');
    await expect(view.getByText(en ? 'A red layer over the whole page' : '覆盖整页的红色图层')).toBeVisible();
    await expect(document.body.dataset['hacked']).toBeUndefined();
    await userEvent.tab();
    await expect(view.getByRole('link', { name: en ? 'Back to news' : '返回新闻列表' })).toHaveFocus();
  },
};

/** A long Chinese or English title wraps. */
export const LongTitle: Story = {
  args: {
    title: {
      zh: '看看空间与城市博物馆达成战略合作：三年内完成全市二十四座博物馆、纪念馆与美术馆的三维数字化建档',
      en: 'KanKan Space and the City Museum agree a three-year partnership to capture all twenty-four of the city’s museums, memorials and galleries in 3D',
    },
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(60);
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('link')[0]).toHaveFocus();
  },
};

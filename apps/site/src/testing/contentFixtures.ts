import type { ApiData } from '@kankan/api';
import { i18n } from '@kankan/i18n';

/*
 * Fake answers of the content calls for page stories, shaped like the contract (`CasePage`, `NewsPage`,
 * `NewsArticle`) and written like the server's demo data, in the story's language.
 */

type CasePage = NonNullable<ApiData<'post', '/case/list'>>;
type CaseItem = CasePage['list'][number];
type NewsPage = NonNullable<ApiData<'post', '/news/list'>>;
type Article = NonNullable<ApiData<'get', '/news/{id}'>>;

const en = () => i18n.locale === 'en';

/** Noon in China on a day, as the server's ISO time. */
const at = (day: string) => new Date(`${day}T12:00:00+08:00`).toISOString();

/** [industry, camera, views, day, Chinese title, English title] */
const caseRows: [CaseItem['industryType'], CaseItem['cameraType'], number, string, string, string][] = [
  [2, 4, 18422, '2026-10-28', '滨江壹号 · 三室两厅样板间', 'Riverside One · three-bedroom show flat'],
  [2, 4, 9310, '2026-09-16', '云栖花园 · 联排别墅', 'Cloud Garden townhouse'],
  [2, 0, 4211, '2026-07-03', '老城区两居室二手房', 'Two-bedroom flat in the old town'],
  [1, 4, 30412, '2026-10-11', '城市博物馆 · 青铜器展厅', 'City Museum · Bronze gallery'],
  [1, 4, 12877, '2026-08-21', '自然历史馆 · 恐龙厅', 'Natural history hall · Dinosaurs'],
  [1, 0, 3605, '2026-05-30', '海派书画特展', 'Shanghai-school painting exhibition'],
  [3, 4, 8120, '2026-10-02', '潮牌旗舰店 · 二层', 'Streetwear flagship, level 2'],
  [3, 0, 5207, '2026-08-08', '家电体验馆', 'Home appliance showroom'],
  [3, 4, 2744, '2026-06-14', '茶叶品牌展厅', 'Tea brand showroom'],
  [5, 4, 6633, '2026-09-27', '北欧风三居室', 'Nordic three-bedroom home'],
  [5, 0, 2318, '2026-07-19', '原木风小户型', 'Small flat in natural wood'],
  [5, 4, 1902, '2026-04-22', '顶层复式公寓', 'Penthouse duplex'],
  [4, 4, 8760, '2026-10-19', '江南小馆 · 主题餐厅', 'Harbour noodle bar'],
  [4, 0, 4150, '2026-08-30', '街角咖啡馆', 'Corner café'],
  [4, 4, 3390, '2026-06-05', '酒店宴会厅', 'Hotel banquet hall'],
  [0, 4, 2964, '2026-09-09', '联合办公空间', 'Co-working loft'],
  [0, 0, 1420, '2026-07-26', '小学科技教室', 'Primary school science lab'],
  [0, 4, 980, '2026-05-12', '智能制造车间', 'Smart factory floor'],
];

function cases(): CaseItem[] {
  return caseRows.map(([industryType, cameraType, viewCount, day, zh, enTitle], index) => ({
    id: 101 + index,
    title: en() ? enTitle : zh,
    industryType,
    cameraType,
    // No picture: page stories show the drawn covers (CaseCard's own stories show a picture).
    cover: '',
    sceneUrl: `/show/case-${industryType}-${index % 3}`,
    viewCount,
    createTime: at(day),
  }));
}

interface CaseBody {
  industryType?: number;
  cameraType?: number;
  sort?: number;
  keyword?: string;
  pageNum?: number;
  pageSize?: number;
}

function page<T>(list: T[], pageNum = 1, pageSize = 10) {
  return {
    list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    pageInfo: { pageNum, pageSize, total: list.length, pages: Math.ceil(list.length / pageSize) },
  };
}

/** `/case/list`: filters, sorts and pages the sample cases as the server does. */
export function caseList(body: unknown): CasePage {
  const request = (body ?? {}) as CaseBody;
  const keyword = request.keyword?.trim().toLowerCase() ?? '';
  const found = cases()
    .filter((item) => request.industryType === undefined || item.industryType === request.industryType)
    .filter((item) => request.cameraType === undefined || item.cameraType === request.cameraType)
    .filter((item) => keyword === '' || item.title.toLowerCase().includes(keyword));
  if (request.sort === 2) found.sort((a, b) => b.createTime.localeCompare(a.createTime));
  if (request.sort === 3) found.sort((a, b) => b.viewCount - a.viewCount);
  return page(found, request.pageNum, request.pageSize ?? 12);
}

/** [label zh, label en, day, title zh, title en, html zh, html en] */
const newsRows: [string, string, string, string, string, string, string][] = [
  [
    '产品',
    'Product',
    '2026-11-02',
    '八目专业相机正式发布',
    'The eight-lens Pro camera is here',
    '<p>今天，我们发布了新一代<strong>八目专业相机</strong>。八个镜头同步曝光，单点即可生成 12288×6144 的全景画面。</p><h2>更快的现场作业</h2><ul><li>单点拍摄约 20 秒</li><li>机身 660 克，单手即可移动</li><li>16GB 机载存储</li></ul><p>首批相机将于下月发货，欢迎前往<a href="/purchase">产品页面</a>了解详情。</p>',
    '<p>Today we released our new <strong>eight-lens Pro camera</strong>. All eight lenses expose together, so a single point gives a 12288×6144 panorama.</p><h2>Faster work on site</h2><ul><li>About 20 seconds per scan point</li><li>660 g, easy to carry in one hand</li><li>16 GB of on-board storage</li></ul><p>The first cameras ship next month; see the <a href="/purchase">product page</a> for details.</p>',
  ],
  [
    '案例',
    'Case',
    '2026-10-13',
    '城市博物馆全馆三维数字化上线',
    'The City Museum goes 3D',
    '<p>两天时间，三层展厅、一万两千平方米，观众现在可以在线漫游每一件展品。</p>',
    '<p>Three floors and 12,000 square metres captured in two days; visitors can now walk every gallery online.</p>',
  ],
  [
    '公告',
    'Notice',
    '2026-09-23',
    '云存储新增 1T 套餐',
    'A 1T cloud storage plan',
    '<p>升级套餐时，原套餐的剩余时长将按天折算并自动延长到期日。</p>',
    '<p>When you upgrade, the time left on your current plan is converted to days and added to the new expiry date.</p>',
  ],
  [
    '活动',
    'Event',
    '2026-09-03',
    '相约国际地产博览会',
    'Meet us at the property expo',
    '<p>欢迎到展位体验<a href="/coreProducts">全系产品</a>，现场拍摄、当天出片。</p>',
    '<p>Try <a href="/coreProducts">every camera</a> at our booth: shoot a scene and see it the same day.</p>',
  ],
  [
    '产品',
    'Product',
    '2026-08-14',
    'Minion 相机开售',
    'The Minion camera is on sale',
    '<ul><li>轻巧便携，单手拍摄</li><li>一键上传，自动拼接</li></ul>',
    '<ul><li>Light enough for one hand</li><li>One-tap upload, automatic joining</li></ul>',
  ],
  [
    '公告',
    'Notice',
    '2026-07-25',
    '全国经销商招募计划',
    'Become a distributor',
    '<p>我们正在全国范围招募经销商，详情请见<a href="/distributor">经销商页面</a>。</p>',
    '<p>We are looking for distributors worldwide; see the <a href="/distributor">distributor page</a>.</p>',
  ],
];

function articles(): Article[] {
  return newsRows.map(([labelZh, labelEn, day, titleZh, titleEn, htmlZh, htmlEn], index) => ({
    id: 12 - index,
    title: en() ? titleEn : titleZh,
    label: en() ? labelEn : labelZh,
    date: Date.parse(`${day}T12:00:00+08:00`),
    content: en() ? htmlEn : htmlZh,
  }));
}

/** `/news/list`: newest first, paged. `extra` repeats the articles to fill more pages. */
export function newsList(body: unknown, extra = 0): NewsPage {
  const request = (body ?? {}) as { pageNum?: number; pageSize?: number };
  const all = articles();
  const many = Array.from({ length: 1 + extra }, (_, round) =>
    all.map((item) => ({ ...item, id: item.id + round * 100, date: item.date - round * 90 * 86_400_000 })),
  ).flat();
  const summaries = many.map(({ content, ...item }) => ({
    ...item,
    cover: null,
    summary: content
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120),
  }));
  return page(summaries, request.pageNum, request.pageSize);
}

/** `/news/{id}` of the first sample article. */
export function newsArticle(id = 12): Article {
  const all = articles();
  const found = all.find((item) => item.id === id) ?? all[0];
  if (!found) throw new Error('no sample articles');
  return found;
}

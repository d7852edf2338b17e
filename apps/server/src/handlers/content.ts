/**
 * Content operations (tag `content`): news articles, industry cases, the public scene viewer's scene, distributor
 * applications and customer messages. None needs a session; a customer message left while logged in records the account.
 */
import {
  CASE_SORT,
  SCENE_STATUSES,
  sensitiveWordCheck,
  validateCustomerMessage,
  validateSensitiveWords,
  type SensitiveWordCheck,
} from '@kankan/domain';
import type { Handlers } from '../context.ts';
import { ApiFailure } from '../envelope.ts';
import { viewCounts, visitorOf } from '../model/housekeeping.ts';
import { panoramaPath, panoramaStyleOf } from '../model/panorama.ts';
import { bodyOf, iso, num, pageInfo, paging, type Schemas } from './common.ts';

/**
 * The server's word list for titles (scene names, code 7001) and contents (customer messages, code 7002). Kept
 * deliberately small: a few unambiguous words about gambling, drugs and pornography in Chinese and English, matched
 * as substrings ignoring case and spaces. Ordinary product words ("system", "admin") are not in it, so a title such
 * as "HVAC system room" passes. A deployment with a moderation service replaces this check.
 */
export const TEXT_SENSITIVE_WORDS: readonly string[] = [
  '赌博',
  '博彩',
  '六合彩',
  '毒品',
  '冰毒',
  '色情',
  '嫖娼',
  'casino',
  'gambling',
  'cocaine',
  'heroin',
  'porn',
];

export const textSensitiveCheck: SensitiveWordCheck = sensitiveWordCheck(TEXT_SENSITIVE_WORDS);

/** 7001 when a title contains a sensitive word. */
export function assertCleanTitle(title: string): void {
  if (validateSensitiveWords(title, textSensitiveCheck)) throw new ApiFailure(7001);
}

/** 7002 when a content text contains a sensitive word. */
export function assertCleanContent(content: string): void {
  if (validateSensitiveWords(content, textSensitiveCheck)) throw new ApiFailure(7002);
}

/** An ILIKE pattern matching `text` anywhere, with the wildcard characters of `text` taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Code for a contact that is neither an e-mail nor a phone or landline: 3019 when it was meant as an e-mail. */
function contactCode(contact: string): number {
  return contact.includes('@') ? 3019 : 3013;
}

/** The article asked for is missing: answered as an illegal request (the catalogue has no "not found" code). */
const NEWS_NOT_FOUND = 3003;

type NewsListBody = Schemas['NewsListRequest'];
type CaseListBody = Schemas['CaseListRequest'];
type ApplicationBody = Schemas['DistributorApplication'];
type MessageBody = Schemas['CustomerMessage'];

/** A scene that does not exist (never created, or deleted): 5009. */
const SCENE_MISSING = 5009;

export const contentHandlers: Handlers = {
  async getNews({ db, params, services }) {
    const id = Number(params['id']);
    const row = await db
      .selectFrom('news')
      .select(['id', 'title', 'label', 'content', 'published_at'])
      .where('id', '=', id)
      .where('published_at', '<=', services.now())
      .executeTakeFirst();
    if (!row) throw new ApiFailure(NEWS_NOT_FOUND);
    const article: Schemas['NewsArticle'] = {
      id: row.id,
      title: row.title,
      date: new Date(row.published_at).getTime(),
      label: row.label,
      // HTML as stored; the site sanitizes it before rendering.
      content: row.content,
    };
    return article;
  },

  async listNews(ctx) {
    const body = bodyOf<NewsListBody>(ctx);
    const page = paging(body);
    const now = ctx.services.now();
    let query = ctx.db.selectFrom('news').where('published_at', '<=', now);
    // The visitor's language (a shared link to an article of the other language still opens: getNews by id).
    if (ctx.locale) query = query.where('locale', '=', ctx.locale);
    if (body.label !== undefined && body.label.trim() !== '') query = query.where('label', '=', body.label.trim());
    const [rows, total] = await Promise.all([
      query
        .select(['id', 'title', 'label', 'cover', 'summary', 'published_at'])
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.pageSize)
        .offset(page.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    const list: Schemas['NewsSummary'][] = rows.map((row) => ({
      id: row.id,
      title: row.title,
      date: new Date(row.published_at).getTime(),
      label: row.label,
      cover: row.cover,
      summary: row.summary,
    }));
    return { list, pageInfo: pageInfo(page, num(total.n as number | string)) } satisfies Schemas['NewsPage'];
  },

  async showScene(ctx) {
    const { sceneNum } = bodyOf<Schemas['ShowSceneRequest']>(ctx);
    const caseMatch = /^case-([0-9])-[0-9]+$/.exec(sceneNum);
    // Each visitor counts once per scene an hour, so reloading the viewer cannot inflate the count.
    const viewer = visitorOf(ctx.session?.userId ?? null, ctx.ip);
    if (caseMatch) {
      // An industry case's scene: named by the case of the asked language (any language when none is asked).
      let query = ctx.db.selectFrom('cases').where('scene_url', '=', `/show/${sceneNum}`);
      if (ctx.locale) query = query.where('locale', '=', ctx.locale);
      const row = await query.select(['title', 'view_count']).executeTakeFirst();
      if (!row) throw new ApiFailure(SCENE_MISSING);
      const counted = await viewCounts(ctx.db, `case:${sceneNum}`, viewer, ctx.services.now());
      if (counted) {
        await ctx.db
          .updateTable('cases')
          .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
          .where('scene_url', '=', `/show/${sceneNum}`)
          .execute();
      }
      const shown: Schemas['ShownScene'] = {
        sceneNum,
        sceneName: row.title,
        viewCount: row.view_count + (counted ? 1 : 0),
        status: 'normal',
        panorama: panoramaPath(Number(caseMatch[1])),
      };
      return shown;
    }
    const scene = await ctx.db
      .selectFrom('scenes')
      .select(['id', 'name', 'status', 'view_count'])
      .where('scene_num', '=', sceneNum)
      .executeTakeFirst();
    if (!scene) throw new ApiFailure(SCENE_MISSING);
    const status = SCENE_STATUSES[scene.status] ?? 'normal';
    const counted = status === 'normal' && (await viewCounts(ctx.db, `scene:${scene.id}`, viewer, ctx.services.now()));
    if (counted) {
      await ctx.db
        .updateTable('scenes')
        .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
        .where('id', '=', scene.id)
        .execute();
    }
    const shown: Schemas['ShownScene'] = {
      sceneNum,
      sceneName: scene.name,
      viewCount: scene.view_count + (counted ? 1 : 0),
      status,
      panorama: status === 'normal' ? panoramaPath(panoramaStyleOf(sceneNum)) : null,
    };
    return shown;
  },

  async listCases(ctx) {
    const body = bodyOf<CaseListBody>(ctx);
    const page = paging(body);
    let query = ctx.db.selectFrom('cases');
    if (ctx.locale) query = query.where('locale', '=', ctx.locale);
    if (body.industryType !== undefined) query = query.where('industry_type', '=', body.industryType);
    if (body.cameraType !== undefined) query = query.where('camera_type', '=', body.cameraType);
    const keyword = body.keyword?.trim() ?? '';
    if (keyword !== '') query = query.where('title', 'ilike', likePattern(keyword));
    const sort = body.sort ?? CASE_SORT.recommended;
    let ordered = query.select([
      'id',
      'title',
      'industry_type',
      'camera_type',
      'cover',
      'scene_url',
      'view_count',
      'created_at',
    ]);
    if (sort === CASE_SORT.recommended) {
      ordered = ordered.orderBy('recommend_rank', 'desc').orderBy('created_at', 'desc');
    } else if (sort === CASE_SORT.hot) {
      ordered = ordered.orderBy('view_count', 'desc').orderBy('created_at', 'desc');
    } else {
      ordered = ordered.orderBy('created_at', 'desc');
    }
    const [rows, total] = await Promise.all([
      ordered.orderBy('id', 'desc').limit(page.pageSize).offset(page.offset).execute(),
      query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    const list: Schemas['Case'][] = rows.map((row) => ({
      id: row.id,
      title: row.title,
      industryType: row.industry_type as Schemas['IndustryType'],
      cameraType: row.camera_type as Schemas['CameraType'],
      cover: row.cover,
      sceneUrl: row.scene_url,
      viewCount: row.view_count,
      createTime: iso(row.created_at),
    }));
    return { list, pageInfo: pageInfo(page, num(total.n as number | string)) } satisfies Schemas['CasePage'];
  },

  async saveAgentApplication(ctx) {
    const body = bodyOf<ApplicationBody>(ctx);
    const required = [body.companyName, body.companyCountry, body.region, body.address, body.lastName, body.firstName];
    if (required.some((value) => value.trim() === '') || body.phone.trim() === '') throw new ApiFailure(3001);
    const optional = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());
    await ctx.db
      .insertInto('distributor_applications')
      .values({
        company_name: body.companyName.trim(),
        company_country: body.companyCountry.trim(),
        region: body.region.trim(),
        address: body.address.trim(),
        shop_type: body.shopType,
        shop_address: optional(body.shopAddress),
        last_name: body.lastName.trim(),
        first_name: body.firstName.trim(),
        title: optional(body.title),
        phone: body.phone.trim(),
        email: body.email.trim().toLowerCase(),
      })
      .execute();
    return null;
  },

  async leaveMessage(ctx) {
    const body = bodyOf<MessageBody>(ctx);
    const errors = validateCustomerMessage({ content: body.content, contact: body.contact });
    if (errors.content) throw new ApiFailure(3001);
    if (errors.contact) throw new ApiFailure(errors.contact === 'contactRequired' ? 3001 : contactCode(body.contact));
    assertCleanContent(body.content);
    await ctx.db
      .insertInto('customer_messages')
      .values({ user_id: ctx.session?.userId ?? null, content: body.content.trim(), contact: body.contact.trim() })
      .execute();
    return null;
  },
};

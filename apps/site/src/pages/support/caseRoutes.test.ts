import { CASE_SORT } from '@kankan/domain';
import { describe, expect, it } from 'vitest';
import {
  caseCardOf,
  caseListRequest,
  casesPath,
  defaultCaseQuery,
  industryOfSlug,
  readCaseQuery,
} from './caseRoutes.ts';

describe('case addresses', () => {
  it('reads the industry id in any letter case and refuses unknown ids', () => {
    expect(industryOfSlug('realEstate')).toBe('realEstate');
    expect(industryOfSlug('REALESTATE')).toBe('realEstate');
    expect(industryOfSlug('ecommerce')).toBe('eCommerce');
    expect(industryOfSlug('all')).toBe('all');
    expect(industryOfSlug('shops')).toBeNull();
    expect(industryOfSlug(undefined)).toBeNull();
  });

  it('keeps the filters in the query and leaves the defaults out', () => {
    expect(casesPath('museum')).toBe('/cases/museum');
    const query = { cameraType: 'pro' as const, sort: CASE_SORT.hot, keyword: '展厅 A', page: 2 };
    const path = casesPath('eCommerce', query);
    expect(path).toBe('/cases/ecommerce?camera=pro&sort=3&keyword=%E5%B1%95%E5%8E%85+A&page=2');
    expect(readCaseQuery(new URL(path, 'https://x.test').searchParams)).toEqual(query);
  });

  it('treats unknown query values as the defaults', () => {
    const search = new URLSearchParams('camera=minion&sort=9&page=-3&keyword=%20%20');
    expect(readCaseQuery(search)).toEqual(defaultCaseQuery);
  });

  it('builds the contract request: industry and camera codes, no industry for all', () => {
    expect(caseListRequest('realEstate', { ...defaultCaseQuery, cameraType: 'lite' }, 12)).toEqual({
      industryType: 2,
      cameraType: 0,
      sort: 1,
      pageNum: 1,
      pageSize: 12,
    });
    expect(caseListRequest('all', { ...defaultCaseQuery, keyword: 'loft', page: 3 }, 12)).toEqual({
      sort: 1,
      keyword: 'loft',
      pageNum: 3,
      pageSize: 12,
    });
  });

  it('draws a case of the list as a card: its viewer address, its publication time, its picture, its id as seed', () => {
    const caseItem: Parameters<typeof caseCardOf>[0] = {
      id: 41,
      title: '滨江展厅',
      industryType: 1,
      cameraType: 4,
      cover: '/media/view/1/7.png',
      sceneUrl: 'https://www.example.com/show/t-41',
      viewCount: 1280,
      createTime: '2026-03-05T08:30:00+08:00',
    };
    const card = caseCardOf(caseItem);
    expect(card).toEqual({
      title: '滨江展厅',
      industry: 1,
      cameraType: 4,
      viewCount: 1280,
      date: Date.UTC(2026, 2, 5, 0, 30),
      href: 'https://www.example.com/show/t-41',
      cover: '/media/view/1/7.png',
      coverSeed: 41,
    });
    // A case without a picture keeps the drawn cover.
    expect(caseCardOf({ ...caseItem, cover: '' }).cover).toBeNull();
  });
});

import { SCENE_TYPE } from '@kankan/domain';
import type { SceneListItem } from './sceneListTypes.ts';

/** Story sample data: one page of scenes in every state, in Chinese and in English. */
export function sampleScenes(long = false): { zh: SceneListItem[]; en: SceneListItem[] } {
  const base = [
    {
      sceneNum: 't-8aBcD12',
      sn: 'KKPRO10023',
      type: SCENE_TYPE.realEstate,
      viewCount: 1280,
      createTime: '2026-11-18T14:32:00+08:00',
      status: 'normal',
    },
    {
      sceneNum: 't-3kLmN45',
      sn: 'KKPRO10023',
      type: SCENE_TYPE.museum,
      viewCount: 23671,
      createTime: '2026-11-10T09:15:00+08:00',
      status: 'normal',
    },
    {
      sceneNum: 't-9pQrS78',
      sn: 'KKMIN20417',
      type: SCENE_TYPE.eCommerce,
      viewCount: 0,
      createTime: '2026-11-20T18:47:00+08:00',
      status: 'calculating',
    },
    {
      sceneNum: 't-2tUvW01',
      sn: 'KKLITE30112',
      type: SCENE_TYPE.catering,
      viewCount: 12,
      createTime: '2026-10-02T11:02:00+08:00',
      status: 'failed',
    },
    {
      sceneNum: 't-5xYzA34',
      sn: 'KKPRO10023',
      type: SCENE_TYPE.realEstate,
      viewCount: 905,
      createTime: '2025-12-09T16:20:00+08:00',
      status: 'archived',
    },
    {
      sceneNum: 't-7bCdE56',
      sn: 'KKMIN20417',
      type: SCENE_TYPE.home,
      viewCount: 3410,
      createTime: '2026-09-28T10:05:00+08:00',
      status: 'normal',
    },
    {
      sceneNum: 't-4fGhI89',
      sn: 'KKPRO10023',
      type: SCENE_TYPE.other,
      viewCount: 512,
      createTime: '2026-08-15T15:40:00+08:00',
      status: 'normal',
    },
    {
      sceneNum: 't-6jKlM23',
      sn: 'KKLITE30112',
      type: SCENE_TYPE.realEstate,
      viewCount: 77,
      createTime: '2026-07-01T08:30:00+08:00',
      status: 'archived',
    },
  ] as const;
  const zh = [
    {
      name: long ? '上海徐汇滨江一号院 3 号楼 2 单元 1802 室精装修样板间（含软装方案对比）' : '滨江一号院 1802 样板间',
      cooperationUser: 'wangfang',
    },
    { name: '西湖博物馆常设展厅', cooperationUser: null },
    { name: long ? '深圳前海国际会展中心旗舰店二层数码产品体验区' : '前海旗舰店', cooperationUser: null },
    { name: '老城区川菜馆', cooperationUser: null },
    { name: '2025 样板间（旧）', cooperationUser: 'li_wen' },
    { name: '望京家居体验馆', cooperationUser: null },
    { name: '城市规划展示馆', cooperationUser: null },
    { name: '静安样板间 A 户型', cooperationUser: null },
  ];
  const en = [
    {
      name: long
        ? 'Riverside One, Building 3, Unit 2, Apartment 1802 furnished show flat with furnishing options'
        : 'Riverside One apartment 1802',
      cooperationUser: 'wangfang',
    },
    { name: 'West Lake museum gallery', cooperationUser: null },
    {
      name: long
        ? 'Qianhai International Expo Centre flagship store, second-floor digital experience zone'
        : 'Qianhai flagship store',
      cooperationUser: null,
    },
    { name: 'Old town Sichuan restaurant', cooperationUser: null },
    { name: '2025 show flat (old)', cooperationUser: 'li_wen' },
    { name: 'Wangjing home showroom', cooperationUser: null },
    { name: 'City planning exhibition hall', cooperationUser: null },
    { name: 'Jing’an show flat, type A', cooperationUser: null },
  ];
  const build = (names: { name: string; cooperationUser: string | null }[]): SceneListItem[] =>
    base.map((scene, index) => ({
      ...scene,
      ...names[index],
      name: names[index]?.name ?? scene.sceneNum,
      cooperationUser: names[index]?.cooperationUser ?? null,
      cover: null,
    }));
  return { zh: build(zh), en: build(en) };
}

/** Answers of the scene calls for the scene screen's stories: a page of scenes in every state, folders, cameras. */

const GB = 1024 ** 3;

const names = [
  '滨江一号院 1802 样板间',
  'West Lake museum gallery',
  '望京家居体验馆',
  'City planning exhibition hall',
  '静安样板间 A 户型',
  'Flagship store, Nanjing Road',
  '外滩观景咖啡厅',
  'Riverside loft 12',
  '上海徐汇滨江艺术中心三层展厅（临时展览：光与空间的对话）',
  'Hall of the Qing dynasty porcelain collection, east wing, second floor',
  '园区办公楼大堂',
  'Villa garden, south terrace',
];

/** Twelve scenes: mostly normal, one calculating, one failed, two archived; one shared with wangfang. */
export const sceneFixtures = names.map((name, index) => ({
  name,
  sceneNum: `t-${(index + 10).toString(36)}aBcD${index}`,
  sn: index % 3 === 0 ? 'KKMIN20417' : 'KKPRO10023',
  cooperationUser: index === 0 ? 'wangfang' : null,
  viewCount: 120 * (index + 1) + index * 37,
  type: index % 6,
  createTime: new Date(Date.UTC(2026, 10, 20 - index, 2)).toISOString(),
  folderId: null,
  status: index === 2 ? 1 : index === 5 ? 2 : index === 7 || index === 9 ? 3 : 0,
  isOldMu: false,
  isSetData: true,
  cover: null,
}));

export function sceneListAnswer(list: readonly unknown[], total = 236) {
  return {
    list,
    total,
    listTotal: list.length === 0 ? 0 : total,
    sceneNum: list.length === 0 ? 0 : Math.round(total * 0.94),
    pageInfo: { pageNum: 1, pageSize: 12, total, pages: Math.ceil(total / 12) },
  };
}

const folder = (id: number, name: string, children: unknown[] = []) => ({
  id,
  name,
  parentId: null,
  type: 0,
  children,
});

export const folderFixtures = [
  folder(1, '样板间', [folder(2, 'Tower B'), folder(3, '徐汇滨江十二字文件夹')]),
  folder(4, 'Museums'),
  folder(5, 'Shops'),
];

/** Thirty folders, some nested, for the tree's scrolling and long names. */
export const manyFolderFixtures = Array.from({ length: 30 }, (_, index) =>
  folder(
    100 + index,
    index % 2 === 0 ? `项目文件夹 ${index + 1}` : `Project ${index + 1}`,
    index % 5 === 0 ? [folder(200 + index, `Sub ${index + 1}`), folder(300 + index, `子文件夹 ${index + 1}`)] : [],
  ),
);

export const cameraFixtures = [
  { id: 88, childName: '4DKKPRO_10023', usedSpace: 38 * GB, totalSpace: 50 * GB, expiryTime: '2026-12-05T08:00:00Z' },
  { id: 89, childName: '4DKKMIN_20417', usedSpace: 4 * GB, totalSpace: 10 * GB, expiryTime: null },
];

/** The plan of camera 88 ends on 5 December 2026: falling back to 10 GB archives four scenes. */
export const expiryImpactFixtures = [
  {
    cameraId: 88,
    expiryTime: '2026-12-05T08:00:00Z',
    capacityAfter: 10 * GB,
    count: 4,
    bytes: 28 * GB,
    scenes: [
      { sceneNum: 't-aaBcD0', sceneName: '滨江一号院 1802 样板间', size: 8 * GB },
      { sceneNum: 't-baBcD1', sceneName: 'West Lake museum gallery', size: 7 * GB },
      { sceneNum: 't-daBcD3', sceneName: 'City planning exhibition hall', size: 7 * GB },
    ],
  },
];

export const resourceFixtures = [
  { id: 1, name: '编辑场景', enName: 'Edit scene', keyWord: 'edit', hasAuth: false },
  { id: 2, name: '热点管理', enName: 'Hotspots', keyWord: 'hotspot', hasAuth: false },
  { id: 3, name: 'Logo 设置', enName: 'Logo', keyWord: 'logo', hasAuth: false },
  { id: 4, name: '背景音乐', enName: 'Background music', keyWord: 'music', hasAuth: false },
  { id: 5, name: '漫游导览', enName: 'Guided tour', keyWord: 'tour', hasAuth: false },
];

/** A few real provinces, cities and districts for the address stories: quick to load on a busy test machine. */
import type { RegionNode } from '../../components/RegionPicker/regions.ts';

const regions: readonly RegionNode[] = [
  {
    code: '11',
    name: '北京市',
    children: [
      {
        code: '1101',
        name: '市辖区',
        children: [
          { code: '110101', name: '东城区' },
          { code: '110105', name: '朝阳区' },
        ],
      },
    ],
  },
  {
    code: '31',
    name: '上海市',
    children: [{ code: '3101', name: '市辖区', children: [{ code: '310104', name: '徐汇区' }] }],
  },
  {
    code: '33',
    name: '浙江省',
    children: [{ code: '3301', name: '杭州市', children: [{ code: '330106', name: '西湖区' }] }],
  },
  {
    code: '44',
    name: '广东省',
    children: [
      {
        code: '4403',
        name: '深圳市',
        children: [
          { code: '440304', name: '福田区' },
          { code: '440305', name: '南山区' },
        ],
      },
    ],
  },
];

/** One stable function (the picker reloads when it changes). */
export function loadStoryRegions(): Promise<readonly RegionNode[]> {
  return Promise.resolve(regions);
}

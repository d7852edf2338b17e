import { describe, expect, it } from 'vitest';
import {
  chooseCity,
  chooseDistrict,
  chooseProvince,
  cityOptions,
  districtOptions,
  emptyRegion,
  isRegionComplete,
  joinRegionPath,
  loadChinaRegions,
  regionFromPath,
  type RegionNode,
} from './regions.ts';

const data: RegionNode[] = [
  {
    code: '44',
    name: '广东省',
    children: [
      {
        code: '4403',
        name: '深圳市',
        children: [
          { code: '440305', name: '南山区' },
          { code: '440306', name: '宝安区' },
        ],
      },
      { code: '4401', name: '广州市', children: [{ code: '440106', name: '天河区' }] },
      { code: '4499', name: '无区县市' },
    ],
  },
  {
    code: '11',
    name: '北京市',
    children: [{ code: '1101', name: '市辖区', children: [{ code: '110108', name: '海淀区' }] }],
  },
];

describe('region cascade', () => {
  const full = chooseDistrict(data, chooseCity(data, chooseProvince(data, '44'), '4403'), '440305');

  it('walks down the levels and offers only the children of the level above', () => {
    expect(full).toEqual({
      province: { code: '44', name: '广东省' },
      city: { code: '4403', name: '深圳市' },
      district: { code: '440305', name: '南山区' },
    });
    expect(cityOptions(data, emptyRegion)).toEqual([]);
    expect(cityOptions(data, full).map((c) => c.name)).toEqual(['深圳市', '广州市', '无区县市']);
    expect(districtOptions(data, full).map((d) => d.name)).toEqual(['南山区', '宝安区']);
  });

  it('choosing a province resets city and district, also when it is the same province again', () => {
    expect(chooseProvince(data, '11')).toEqual({
      province: { code: '11', name: '北京市' },
      city: null,
      district: null,
    });
    expect(chooseProvince(data, '44')).toEqual({
      province: { code: '44', name: '广东省' },
      city: null,
      district: null,
    });
    expect(chooseProvince(data, null)).toEqual(emptyRegion);
  });

  it('choosing a city resets the district and keeps the province', () => {
    const changed = chooseCity(data, full, '4401');
    expect(changed).toEqual({ province: full.province, city: { code: '4401', name: '广州市' }, district: null });
  });

  it('ignores a city or district that is not below the chosen level', () => {
    expect(chooseCity(data, full, '1101').city).toBeNull();
    expect(chooseDistrict(data, full, '440106').district).toBeNull();
  });

  it('is complete with all three levels, or with two when the city has no third level', () => {
    expect(isRegionComplete(data, full)).toBe(true);
    expect(isRegionComplete(data, chooseCity(data, full, '4403'))).toBe(false);
    expect(isRegionComplete(data, chooseCity(data, full, '4499'))).toBe(true);
    expect(isRegionComplete(data, emptyRegion)).toBe(false);
  });

  it('joins names with commas for shipAreaPath and reads such a path back', () => {
    expect(joinRegionPath(full)).toBe('广东省,深圳市,南山区');
    expect(joinRegionPath(chooseProvince(data, '44'))).toBe('广东省');
    expect(joinRegionPath(full, ' / ')).toBe('广东省 / 深圳市 / 南山区');
    expect(regionFromPath(data, '广东省,深圳市,南山区')).toEqual(full);
    expect(regionFromPath(data, '广东省,杭州市,西湖区')).toEqual({
      province: { code: '44', name: '广东省' },
      city: null,
      district: null,
    });
  });
});

describe('the real data', () => {
  it('loads once and holds the 31 mainland provinces with their codes', async () => {
    const first = loadChinaRegions();
    expect(loadChinaRegions()).toBe(first);
    const provinces = await first;
    expect(provinces).toHaveLength(31);
    const value = regionFromPath(provinces, '广东省,深圳市,南山区');
    expect(value.district?.code).toBe('440305');
    expect(isRegionComplete(provinces, value)).toBe(true);
  });
});

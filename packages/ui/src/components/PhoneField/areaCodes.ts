import { callingCodeOf, DEFAULT_AREA_CODE, phoneRegions, regionsOfCallingCode } from '@kankan/domain';

export interface AreaCodeOption {
  /** ISO 3166 region code, unique per option (several regions share a calling code, e.g. US and CA share 1). */
  country: string;
  /** The international calling code without "+", as the API's `areaNum` wants it. */
  areaNum: string;
  /** The region's name in the requested language (from `Intl.DisplayNames`), the region code if it has none. */
  name: string;
}

/**
 * The region that "owns" a calling code: the first one listed by libphonenumber's metadata (US for 1, RU for 7,
 * GB for 44). Used when only an `areaNum` is known and the region has to be guessed.
 */
export function mainCountryOf(areaNum: string): string | undefined {
  return regionsOfCallingCode(areaNum)[0];
}

const cache = new Map<string, readonly AreaCodeOption[]>();

/**
 * Every region libphonenumber knows, with its calling code and localized name. The region of the default area
 * code (China) comes first, the rest follow in the language's collation order (pinyin for Chinese).
 */
export function areaCodeOptions(locale: string): readonly AreaCodeOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const first = mainCountryOf(DEFAULT_AREA_CODE);
  const options = phoneRegions()
    .map((country) => ({ country, areaNum: callingCodeOf(country) ?? '', name: names.of(country) ?? country }))
    .sort((a, b) => {
      if (a.country === first) return -1;
      if (b.country === first) return 1;
      return collator.compare(a.name, b.name);
    });
  cache.set(locale, options);
  return options;
}

/**
 * Which option to show as selected for an `areaNum`: the region the user picked if it still matches the code,
 * otherwise the code's main region. `undefined` when no region has that code.
 */
export function selectedCountry(areaNum: string, picked: string | undefined): string | undefined {
  if (picked !== undefined && callingCodeOf(picked) === areaNum) return picked;
  return mainCountryOf(areaNum);
}

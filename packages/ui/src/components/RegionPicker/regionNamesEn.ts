/**
 * English names of China's regions for English mode: the province-level names as they are written in English, every
 * other name in Hanyu Pinyin with its level in English ("南山区" → "Nanshan District"). The Chinese name stays the
 * address's value (what a courier reads); this is only what an English reader is shown beside it.
 */

/** Province-level names, which are not all plain pinyin (Shaanxi, Inner Mongolia). */
const PROVINCES: Record<string, string> = {
  北京市: 'Beijing',
  天津市: 'Tianjin',
  河北省: 'Hebei',
  山西省: 'Shanxi',
  内蒙古自治区: 'Inner Mongolia',
  辽宁省: 'Liaoning',
  吉林省: 'Jilin',
  黑龙江省: 'Heilongjiang',
  上海市: 'Shanghai',
  江苏省: 'Jiangsu',
  浙江省: 'Zhejiang',
  安徽省: 'Anhui',
  福建省: 'Fujian',
  江西省: 'Jiangxi',
  山东省: 'Shandong',
  河南省: 'Henan',
  湖北省: 'Hubei',
  湖南省: 'Hunan',
  广东省: 'Guangdong',
  广西壮族自治区: 'Guangxi',
  海南省: 'Hainan',
  重庆市: 'Chongqing',
  四川省: 'Sichuan',
  贵州省: 'Guizhou',
  云南省: 'Yunnan',
  西藏自治区: 'Xizang',
  陕西省: 'Shaanxi',
  甘肃省: 'Gansu',
  青海省: 'Qinghai',
  宁夏回族自治区: 'Ningxia',
  新疆维吾尔自治区: 'Xinjiang',
  台湾省: 'Taiwan',
  香港特别行政区: 'Hong Kong',
  澳门特别行政区: 'Macao',
};

/** The data's groupings that are not places ("the city's districts"), in words. */
const GROUPINGS: Record<string, string> = {
  市辖区: 'City districts',
  县: 'Counties',
  省直辖县级行政区划: 'Counties under the province',
  自治区直辖县级行政区划: 'Counties under the region',
};

/**
 * Place names read otherwise than their characters' most common reading (喀什 is Kashi, not Kashen). The first reading
 * pinyin-pro gives a character it has no word for is wrong for these.
 */
export const PLACE_READINGS: Record<string, string> = {
  // In a place name 都 is dū (成都, 丰都), 什 shí (喀什), 厦 xià (厦门, 塘厦), 莞 guǎn (东莞, 莞城).
  都: 'dū',
  什: 'shí',
  厦: 'xià',
  莞: 'guǎn',
  铅山: 'yán shān',
  乐亭: 'lào tíng',
  乐清: 'yuè qīng',
  大埔: 'dà bù',
  涡阳: 'guō yáng',
  单县: 'shàn xiàn',
  洪洞: 'hóng tóng',
  蔚县: 'yù xiàn',
  枞阳: 'zōng yáng',
  六合: 'lù hé',
  东阿: 'dōng ē',
};

/** A name's ending and its English word, longest first so that 自治县 wins over 县. */
const LEVELS: ReadonlyArray<readonly [string, string]> = [
  ['自治州', 'Autonomous Prefecture'],
  ['自治县', 'Autonomous County'],
  ['自治旗', 'Autonomous Banner'],
  ['经济技术开发区', 'Economic and Technological Development Zone'],
  ['高新技术产业开发区', 'High-tech Industrial Development Zone'],
  ['开发区', 'Development Zone'],
  ['新区', 'New Area'],
  ['林区', 'Forest District'],
  ['矿区', 'Mining District'],
  ['地区', 'Prefecture'],
  ['街道', 'Subdistrict'],
  ['区', 'District'],
  ['县', 'County'],
  ['旗', 'Banner'],
  ['盟', 'League'],
  ['镇', 'Town'],
  ['乡', 'Township'],
];

/** The ethnic groups named in autonomous areas' names, left out of the English name as is usual ("Yanbian"). */
const PEOPLES =
  '朝鲜|土家|苗|藏|羌|彝|壮|布依|侗|白|哈尼|傣|景颇|傈僳|回|蒙古|哈萨克|柯尔克孜|黎|畲|瑶|仡佬|水|满|达斡尔|鄂温克|鄂伦春|' +
  '锡伯|纳西|普米|拉祜|佤|布朗|独龙|怒|阿昌|德昂|基诺|撒拉|保安|东乡|土|裕固|塔吉克|毛南|仫佬|京|门巴|珞巴|各';
// Some names leave out 族 after a people's name of two syllables or more (博尔塔拉蒙古自治州).
const PEOPLES_AT_END = new RegExp(`(?:(?:${PEOPLES})族|蒙古|哈萨克|柯尔克孜|塔吉克)+$`);

/** Pinyin syllables of a Chinese text, without tones. */
export type ToSyllables = (text: string) => string[];

/** Syllables written as one word: capitalised, with an apostrophe before a syllable that starts with a, e or o. */
function word(syllables: readonly string[]): string {
  const joined = syllables
    .map((syllable, index) => (index > 0 && /^[aeo]/.test(syllable) ? `'${syllable}` : syllable))
    .join('');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/**
 * The English name of a region: a province from the table, any other name as pinyin plus its level in English. A city
 * drops its 市 ("深圳市" → "Shenzhen"); a name without a known ending is pinyin alone.
 */
export function englishRegionName(name: string, toSyllables: ToSyllables): string {
  const known = PROVINCES[name] ?? GROUPINGS[name];
  if (known) return known;
  if (name.endsWith('市')) return word(toSyllables(name.slice(0, -1)));
  for (const [ending, english] of LEVELS) {
    if (name.endsWith(ending) && name.length > ending.length) {
      const before = name.slice(0, -ending.length);
      // An area named after its people alone keeps their name (鄂温克族自治旗: Ewenke Autonomous Banner).
      const place = before.replace(PEOPLES_AT_END, '') || before.replace(/族$/, '');
      return `${word(toSyllables(place))} ${english}`;
    }
  }
  return word(toSyllables(name));
}

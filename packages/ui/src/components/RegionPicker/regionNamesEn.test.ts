import { describe, expect, it } from 'vitest';
import { loadEnglishRegionNames } from './regions.ts';

describe('englishRegionName', () => {
  it('writes provinces as they are written in English, not as plain pinyin', async () => {
    const english = await loadEnglishRegionNames();
    expect(english('广东省')).toBe('Guangdong');
    expect(english('陕西省')).toBe('Shaanxi');
    expect(english('山西省')).toBe('Shanxi');
    expect(english('内蒙古自治区')).toBe('Inner Mongolia');
    expect(english('广西壮族自治区')).toBe('Guangxi');
  });

  it('drops a city’s 市 and names every other level in English', async () => {
    const english = await loadEnglishRegionNames();
    expect(english('深圳市')).toBe('Shenzhen');
    expect(english('南山区')).toBe('Nanshan District');
    expect(english('沙县')).toBe('Sha County');
    expect(english('阿里地区')).toBe('Ali Prefecture');
    expect(english('兴安盟')).toBe("Xing'an League");
    expect(english('虎门镇')).toBe('Humen Town');
    expect(english('东城街道')).toBe('Dongcheng Subdistrict');
    expect(english('市辖区')).toBe('City districts');
  });

  it('leaves the peoples out of an autonomous area’s name, unless the area is named after them alone', async () => {
    const english = await loadEnglishRegionNames();
    expect(english('延边朝鲜族自治州')).toBe('Yanbian Autonomous Prefecture');
    expect(english('湘西土家族苗族自治州')).toBe('Xiangxi Autonomous Prefecture');
    expect(english('博尔塔拉蒙古自治州')).toBe("Bo'ertala Autonomous Prefecture");
    expect(english('鄂温克族自治旗')).toBe('Ewenke Autonomous Banner');
  });

  it('reads place names as places are read, and marks a syllable break before a vowel', async () => {
    const english = await loadEnglishRegionNames();
    expect(english('喀什地区')).toBe('Kashi Prefecture');
    expect(english('丰都县')).toBe('Fengdu County');
    expect(english('塘厦镇')).toBe('Tangxia Town');
    expect(english('莞城街道')).toBe('Guancheng Subdistrict');
    expect(english('西安市')).toBe("Xi'an");
    expect(english('六安市')).toBe("Lu'an");
    expect(english('吕梁市')).toBe('Lüliang');
  });
});

import { describe, expect, it } from 'vitest';
import { DISTRIBUTOR_LIMITS, SHOP_TYPE, validateDistributorApplication } from './distributor.ts';

const valid = {
  companyName: '杭州远景数字科技有限公司',
  companyCountry: 'CN',
  region: '浙江省,杭州市,西湖区',
  address: '文三路 90 号 12 楼',
  shopType: SHOP_TYPE.mainlyOffline,
  shopAddress: '延安路 200 号 1 层',
  lastName: '陈',
  firstName: '思远',
  title: '',
  phone: '13812345678',
  email: 'chen.siyuan@yuanjing.cn',
};

describe('validateDistributorApplication', () => {
  it('accepts a complete application', () => {
    expect(validateDistributorApplication(valid)).toEqual({});
  });

  it('requires every field but the title, and the shop address only for offline shops', () => {
    const blank = {
      companyName: ' ',
      companyCountry: '',
      region: '',
      address: '',
      shopType: null,
      shopAddress: '',
      lastName: '',
      firstName: '',
      title: '',
      phone: '',
      email: '',
    };
    expect(validateDistributorApplication(blank)).toEqual({
      companyName: 'required',
      companyCountry: 'required',
      region: 'required',
      address: 'required',
      shopType: 'required',
      lastName: 'required',
      firstName: 'required',
      phone: 'phoneRequired',
      email: 'emailRequired',
    });
    expect(validateDistributorApplication({ ...valid, shopAddress: '' })).toEqual({ shopAddress: 'required' });
    expect(validateDistributorApplication({ ...valid, shopType: SHOP_TYPE.mainlyOnline, shopAddress: '' })).toEqual({});
  });

  it('checks phone for its area code and the e-mail pattern', () => {
    expect(validateDistributorApplication({ ...valid, phone: '2345678' })).toEqual({ phone: 'phoneInvalid' });
    expect(validateDistributorApplication({ ...valid, phone: '2025550143', areaCode: '1' })).toEqual({});
    expect(validateDistributorApplication({ ...valid, email: 'chen@yuanjing' })).toEqual({ email: 'emailInvalid' });
  });

  it('refuses text over the limits', () => {
    const long = 'x'.repeat(DISTRIBUTOR_LIMITS.title + 1);
    expect(validateDistributorApplication({ ...valid, title: long, lastName: long })).toEqual({
      title: 'tooLong',
      lastName: 'tooLong',
    });
  });
});

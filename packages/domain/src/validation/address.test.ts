import { describe, expect, it } from 'vitest';
import { trimAddress, validateAddress, type AddressFields } from './address.ts';

const valid: AddressFields = {
  country: '中国',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园科苑路 15 号讯美科技广场 2 栋 1201',
  receiver: '李华',
  phone: '13800138000',
};

describe('validateAddress', () => {
  it('accepts a complete address, with or without a district, and a landline', () => {
    expect(validateAddress(valid)).toEqual({});
    expect(validateAddress({ ...valid, district: '' })).toEqual({});
    expect(validateAddress({ ...valid, phone: '0755-86001234' })).toEqual({});
  });

  it('names every blank required field', () => {
    const blank = { country: ' ', province: '', city: '', district: '', detail: '', receiver: ' ', phone: '' };
    expect(validateAddress(blank)).toEqual({
      country: 'required',
      region: 'shipRegionRequired',
      detail: 'shipAddressRequired',
      receiver: 'shipNameRequired',
      phone: 'shipMobileRequired',
    });
  });

  it('needs the city as well as the province', () => {
    expect(validateAddress({ ...valid, city: '', district: '' }).region).toBe('shipRegionRequired');
  });

  it('limits the detail to 100, the receiver to 20 and the phone to 20 characters', () => {
    expect(validateAddress({ ...valid, detail: '路'.repeat(100) }).detail).toBeUndefined();
    expect(validateAddress({ ...valid, detail: '路'.repeat(101) }).detail).toBe('shipAddressTooLong');
    expect(validateAddress({ ...valid, receiver: 'a'.repeat(20) }).receiver).toBeUndefined();
    expect(validateAddress({ ...valid, receiver: 'a'.repeat(21) }).receiver).toBe('shipNameTooLong');
    expect(validateAddress({ ...valid, phone: '1'.repeat(21) }).phone).toBe('shipMobileTooLong');
  });

  it('refuses a phone that is neither a mobile nor a landline number', () => {
    expect(validateAddress({ ...valid, phone: '12345' }).phone).toBe('shipMobileInvalid');
    expect(validateAddress({ ...valid, phone: '23800138000' }).phone).toBe('shipMobileInvalid');
  });
});

describe('trimAddress', () => {
  it('trims every text field and keeps the rest', () => {
    const withId = { ...valid, id: 7, receiver: ' 李华 ', detail: ' 科苑路 15 号 ' };
    expect(trimAddress(withId)).toEqual({ ...valid, id: 7, detail: '科苑路 15 号' });
  });
});

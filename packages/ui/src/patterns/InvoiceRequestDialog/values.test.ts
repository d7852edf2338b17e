import { specialInvoiceInfo } from '@kankan/domain/testing';
import { describe, expect, it } from 'vitest';
import type { RegionNode } from '../../components/RegionPicker/regions.ts';
import {
  emptyInvoiceValues,
  fieldsOf,
  fillUntouched,
  invoiceInfoFromValues,
  invoiceInput,
  invoiceRequestFromValues,
  isShipAreaComplete,
  regionOfInfo,
  valuesFromInfo,
  type InvoiceFormValues,
} from './values.ts';

const regions: RegionNode[] = [
  {
    code: '44',
    name: '广东省',
    children: [{ code: '4403', name: '深圳市', children: [{ code: '440305', name: '南山区' }] }],
  },
];

const shenzhen = {
  province: { code: '44', name: '广东省' },
  city: { code: '4403', name: '深圳市' },
  district: { code: '440305', name: '南山区' },
};

const filled: InvoiceFormValues = {
  amount: '509',
  title: ' 看看科技 ',
  taxNumber: '',
  email: 'finance@kankan.test ',
  organizedAddress: '科技南路 18 号',
  registerPhone: '0755-86001234',
  bankName: '招商银行',
  bankAccount: '755912345610801',
  shipName: '李华',
  shipMobile: '13800138000',
  shipArea: shenzhen,
  shipAddress: '科技南路 18 号',
};

describe('what the form hands on', () => {
  it('an ordinary request: trimmed, without an empty tax number or the special fields', () => {
    expect(invoiceRequestFromValues(2, filled, { cameraId: 88 }, false)).toEqual({
      info: { type: 2, title: '看看科技', emailAddress: 'finance@kankan.test' },
      target: { cameraId: 88 },
      amount: 509,
      saveAsTitle: false,
    });
  });

  it('names the order instead of a camera, and whether the title is to be saved', () => {
    expect(invoiceRequestFromValues(2, filled, { orderId: 501 }, true)).toMatchObject({
      target: { orderId: 501 },
      saveAsTitle: true,
    });
  });

  it('a special request with the tax number and the region joined by commas', () => {
    const request = invoiceRequestFromValues(
      3,
      { ...filled, taxNumber: '91440300MA5G8XK21Y' },
      { cameraId: 88 },
      false,
    );
    expect(request.info).toEqual(specialInvoiceInfo);
  });

  it('the information of one type, without an amount', () => {
    expect(invoiceInfoFromValues(2, filled)).toEqual({
      type: 2,
      title: '看看科技',
      emailAddress: 'finance@kankan.test',
    });
    expect(invoiceInfoFromValues(3, filled)).toHaveProperty('shipAreaPath', '广东省,深圳市,南山区');
  });
});

describe('form values', () => {
  it('take a saved title, leaving out what it lacks, and its region from the list', () => {
    const info = { type: 3 as const, title: 'A', emailAddress: 'a@b.cn', shipAreaPath: '广东省,深圳市,南山区' };
    expect(valuesFromInfo(info)).toEqual({ title: 'A', email: 'a@b.cn' });
    expect(valuesFromInfo({ ...info, code: '9144-0300' })).toHaveProperty('taxNumber', '91440300');
    expect(regionOfInfo(info, regions)).toEqual(shenzhen);
    expect(regionOfInfo({ ...info, shipAreaPath: undefined }, regions)).toBeNull();
  });

  it('fill only the fields the user has not edited', () => {
    const values = { ...emptyInvoiceValues, title: 'typed', email: 'old@x.cn' };
    expect(fillUntouched(values, { title: 'saved', email: 'saved@x.cn' }, new Set(['title']))).toEqual({
      ...values,
      title: 'typed',
      email: 'saved@x.cn',
    });
  });

  it('ask for the fields of the type', () => {
    expect(fieldsOf(2)).toEqual(['amount', 'title', 'taxNumber', 'email']);
    expect(fieldsOf(3)).toContain('shipArea');
  });

  it('count a region as given only when complete', () => {
    const partial = { ...shenzhen, district: null };
    expect(isShipAreaComplete(shenzhen, regions)).toBe(true);
    expect(isShipAreaComplete(partial, regions)).toBe(false);
    expect(isShipAreaComplete(partial, null)).toBe(false);
    expect(invoiceInput(3, { ...filled, shipArea: partial }, regions)).toHaveProperty('shipArea', []);
    expect(invoiceInput(3, filled, regions)).toHaveProperty('shipArea', ['广东省', '深圳市', '南山区']);
    expect(invoiceInput(2, filled, regions)).not.toHaveProperty('shipArea');
  });
});

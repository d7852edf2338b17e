import { describe, expect, it } from 'vitest';
import {
  clampAmount,
  invoiceSummaryReason,
  sanitizeAmountInput,
  sanitizeInvoiceTaxNumberInput,
  shipAreaPath,
  validateAmount,
  validateInvoice,
  validateInvoiceInfo,
  validateInvoicePhone,
  validateInvoiceTaxNumber,
  validateShipping,
  validateTaxNumber,
  type InvoiceInput,
  type ShippingFields,
} from './invoice.ts';

const x = (n: number) => 'x'.repeat(n);

describe('tax numbers', () => {
  it('needs exactly 18 digits in general', () => {
    expect(validateTaxNumber('1'.repeat(18))).toBeNull();
    expect(validateTaxNumber('1'.repeat(17))).toBe('taxNumberLength');
    expect(validateTaxNumber('1'.repeat(19))).toBe('taxNumberLength');
    expect(validateTaxNumber(`${'1'.repeat(17)}A`)).toBe('taxNumberChars');
    expect(validateTaxNumber('')).toBe('required');
  });

  it('in the invoice dialog: optional, word characters, dots and slashes, exactly 18 if given', () => {
    expect(validateInvoiceTaxNumber('')).toBeNull();
    expect(validateInvoiceTaxNumber('91110105MA01AB2C3D')).toBeNull();
    expect(validateInvoiceTaxNumber('9111010/MA01.B2C_D')).toBeNull();
    expect(validateInvoiceTaxNumber('91110105MA01AB2C3')).toBe('taxNumberLength');
    expect(validateInvoiceTaxNumber('91110105MA01AB2C-D')).toBe('taxNumberChars');
    expect(validateInvoiceTaxNumber('91110105MA01AB2C 税')).toBe('taxNumberChars');
  });

  it('sanitizes typing to the allowed characters and 18 long', () => {
    expect(sanitizeInvoiceTaxNumberInput('91-11 0105MA01AB2C3D99')).toBe('91110105MA01AB2C3D');
  });
});

describe('amount', () => {
  it('clamps between 0 and the maximum', () => {
    expect(clampAmount(-5, 300)).toBe(0);
    expect(clampAmount(301, 300)).toBe(300);
    expect(clampAmount(120, 300)).toBe(120);
    expect(clampAmount(Number.NaN, 300)).toBe(0);
  });

  it('keeps digits only while typing, clamped', () => {
    expect(sanitizeAmountInput('1a2b', 300)).toBe('12');
    expect(sanitizeAmountInput('999', 300)).toBe('300');
    expect(sanitizeAmountInput('-', 300)).toBe('');
  });

  it('keeps a decimal amount as typed (12.5 never becomes 125), and refuses it', () => {
    expect(sanitizeAmountInput('12.5', 300)).toBe('12.5');
    expect(validateAmount(sanitizeAmountInput('12.5', 300), 300)).toBe('amountInvalid');
  });

  it('validates required, digits, positive, at most the maximum', () => {
    expect(validateAmount('', 300)).toBe('amountRequired');
    expect(validateAmount('12.5', 300)).toBe('amountInvalid');
    expect(validateAmount('0', 300)).toBe('amountTooSmall');
    expect(validateAmount('000', 300)).toBe('amountTooSmall');
    expect(validateAmount('300', 300)).toBeNull();
    expect(validateAmount('301', 300)).toBe('amountTooLarge');
  });
});

describe('invoice phone (digits and dashes, max 20, valid)', () => {
  it('accepts landlines and mobiles', () => {
    expect(validateInvoicePhone('010-12345678')).toBeNull();
    expect(validateInvoicePhone('13812345678')).toBeNull();
  });

  it('refuses other characters, more than 20 and invalid numbers', () => {
    expect(validateInvoicePhone('010 12345678')).toBe('invoicePhoneInvalid');
    expect(validateInvoicePhone('010-12345678-12345678')).toBe('invoicePhoneTooLong');
    expect(validateInvoicePhone('123')).toBe('invoicePhoneInvalid');
    expect(validateInvoicePhone('')).toBe('invoicePhoneRequired');
  });
});

const shipping: ShippingFields = {
  shipName: '李明',
  shipMobile: '13812345678',
  shipArea: ['北京市', '北京市', '朝阳区'],
  shipAddress: '建国路 1 号',
};

describe('validateShipping (all required; name 20, mobile 20, address 100)', () => {
  it('accepts a complete block and joins the region with commas', () => {
    expect(validateShipping(shipping)).toEqual({});
    expect(shipAreaPath(shipping.shipArea)).toBe('北京市,北京市,朝阳区');
  });

  it('applies each limit at its boundary', () => {
    expect(validateShipping({ ...shipping, shipName: x(20), shipAddress: x(100) })).toEqual({});
    expect(validateShipping({ ...shipping, shipName: x(21), shipAddress: x(101) })).toEqual({
      shipName: 'shipNameTooLong',
      shipAddress: 'shipAddressTooLong',
    });
    expect(validateShipping({ ...shipping, shipMobile: '1'.repeat(21) }).shipMobile).toBe('shipMobileTooLong');
    expect(validateShipping({ ...shipping, shipMobile: '12345' }).shipMobile).toBe('shipMobileInvalid');
  });

  it('requires every field', () => {
    expect(validateShipping({ shipName: '', shipMobile: ' ', shipArea: [], shipAddress: '' })).toEqual({
      shipName: 'shipNameRequired',
      shipMobile: 'shipMobileRequired',
      shipArea: 'shipRegionRequired',
      shipAddress: 'shipAddressRequired',
    });
  });
});

describe('validateInvoice', () => {
  const ordinary: InvoiceInput = {
    type: 2,
    title: '看看科技有限公司',
    taxNumber: '',
    email: 'finance@example.com',
    amount: '500',
  };
  const special: InvoiceInput = {
    ...shipping,
    type: 3,
    title: '看看科技有限公司',
    taxNumber: '91110105MA01AB2C3D',
    email: 'finance@example.com',
    amount: '500',
    organizedAddress: '北京市朝阳区建国路 1 号',
    registerPhone: '010-12345678',
    bankName: '招商银行北京分行',
    bankAccount: '6225880112345678',
  };

  it('accepts complete ordinary and special invoices', () => {
    expect(validateInvoice(ordinary, 500)).toEqual({});
    expect(validateInvoice(special, 500)).toEqual({});
  });

  it('applies the ordinary limits: title 20, e-mail 30, amount', () => {
    expect(validateInvoice({ ...ordinary, title: x(20) }, 500)).toEqual({});
    expect(validateInvoice({ ...ordinary, title: x(21) }, 500)).toEqual({ title: 'invoiceTitleTooLong' });
    expect(validateInvoice({ ...ordinary, email: `${x(23)}@ab.com` }, 500)).toEqual({});
    expect(validateInvoice({ ...ordinary, email: `${x(24)}@ab.com` }, 500)).toEqual({ email: 'emailTooLong' });
    expect(validateInvoice({ ...ordinary, amount: '501' }, 500)).toEqual({ amount: 'amountTooLarge' });
    expect(validateInvoice({ ...ordinary, taxNumber: '123' }, 500)).toEqual({ taxNumber: 'taxNumberLength' });
    expect(validateInvoice({ ...ordinary, title: '', email: '', amount: '' }, 500)).toEqual({
      title: 'invoiceTitleRequired',
      email: 'emailRequired',
      amount: 'amountRequired',
    });
  });

  it('does not ask ordinary invoices for special fields', () => {
    const errors = validateInvoice(ordinary, 500);
    expect(errors.bankName).toBeUndefined();
    expect(errors.shipName).toBeUndefined();
  });

  it('applies the special limits: address 100, phone 20, bank name 40, bank account 40', () => {
    expect(validateInvoice({ ...special, organizedAddress: x(100), bankName: x(40), bankAccount: x(40) }, 500)).toEqual(
      {},
    );
    expect(
      validateInvoice(
        { ...special, organizedAddress: x(101), bankName: x(41), bankAccount: x(41), registerPhone: '1'.repeat(21) },
        500,
      ),
    ).toEqual({
      organizedAddress: 'invoiceAddressTooLong',
      bankName: 'bankNameTooLong',
      bankAccount: 'bankAccountTooLong',
      registerPhone: 'invoicePhoneTooLong',
    });
  });

  it('requires the special fields and the shipping block', () => {
    expect(
      validateInvoice(
        { ...special, organizedAddress: '', registerPhone: '', bankName: '', bankAccount: '', shipName: '' },
        500,
      ),
    ).toEqual({
      organizedAddress: 'invoiceAddressRequired',
      registerPhone: 'invoicePhoneRequired',
      bankName: 'bankNameRequired',
      bankAccount: 'bankAccountRequired',
      shipName: 'shipNameRequired',
    });
  });

  it('summarises a shipping problem as incomplete receiving info', () => {
    expect(invoiceSummaryReason(validateInvoice({ ...special, title: '', shipAddress: '' }, 500))).toBe(
      'receivingInfoIncomplete',
    );
    expect(invoiceSummaryReason(validateInvoice({ ...ordinary, title: '' }, 500))).toBe('invoiceTitleRequired');
    expect(invoiceSummaryReason({})).toBeNull();
  });
});

describe('validateInvoiceInfo (saved invoice titles: the dialog rules without an amount)', () => {
  it('accepts a complete ordinary or special title and needs no amount', () => {
    expect(validateInvoiceInfo({ type: 2, title: '看看科技有限公司', taxNumber: '', email: 'a@b.com' })).toEqual({});
    expect(
      validateInvoiceInfo({
        ...shipping,
        type: 3,
        title: '看看科技有限公司',
        taxNumber: '91110105MA01AB2C3D',
        email: 'finance@example.com',
        organizedAddress: '北京市朝阳区建国路 1 号',
        registerPhone: '010-12345678',
        bankName: '招商银行北京分行',
        bankAccount: '6225880112345678',
      }),
    ).toEqual({});
  });

  it('applies the same limits as the dialog', () => {
    expect(validateInvoiceInfo({ type: 2, title: x(21), taxNumber: '12', email: 'a@' })).toEqual({
      title: 'invoiceTitleTooLong',
      taxNumber: 'taxNumberLength',
      email: 'emailInvalid',
    });
    expect(
      validateInvoiceInfo({
        type: 3,
        title: '',
        taxNumber: '',
        email: '',
        organizedAddress: '',
        registerPhone: '',
        bankName: '',
        bankAccount: '',
        shipName: '',
        shipMobile: '',
        shipArea: [],
        shipAddress: '',
      }),
    ).toEqual({
      title: 'invoiceTitleRequired',
      email: 'emailRequired',
      organizedAddress: 'invoiceAddressRequired',
      registerPhone: 'invoicePhoneRequired',
      bankName: 'bankNameRequired',
      bankAccount: 'bankAccountRequired',
      shipName: 'shipNameRequired',
      shipMobile: 'shipMobileRequired',
      shipArea: 'shipRegionRequired',
      shipAddress: 'shipAddressRequired',
    });
  });
});

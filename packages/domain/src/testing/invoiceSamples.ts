import type { InvoiceInfo } from '../invoice.ts';

/**
 * A special VAT invoice's information as kept, every field filled: what the invoice tests of the domain, the design
 * system and the site expect from the same sample form, so a change of the kept shape is made in one place.
 */
export const specialInvoiceInfo: InvoiceInfo = {
  type: 3,
  title: '看看科技',
  code: '91440300MA5G8XK21Y',
  emailAddress: 'finance@kankan.test',
  organizedAddress: '科技南路 18 号',
  registerPhone: '0755-86001234',
  bankName: '招商银行',
  bankAccount: '755912345610801',
  shipName: '李华',
  shipMobile: '13800138000',
  shipAreaPath: '广东省,深圳市,南山区',
  shipAddress: '科技南路 18 号',
};

/** Helpers of the account-area journeys: a fresh account of the test's own, and the labels in both languages. */
import type { APIRequestContext, Page } from '@playwright/test';
import { api, expect, latestCode } from './support.ts';

export interface FreshAccount {
  email: string;
  userName: string;
  password: string;
  token: string;
}

let serial = 0;

/** Registers a new e-mail account through the demo mailbox and logs it in; each journey changes only its own. */
export async function freshAccount(request: APIRequestContext, prefix: string): Promise<FreshAccount> {
  serial += 1;
  const stamp = `${Date.now() % 1_000_000}${serial}`;
  const email = `${prefix}-${stamp}@example.com`;
  const userName = `${prefix}${stamp}`.slice(0, 11);
  const password = 'Account2026';
  // Each journey's customer asks for the code from an address of their own, as separate customers would: the e2e
  // server trusts the loopback proxy (TRUST_PROXY in playwright.config.ts), and the whole suite's new accounts from
  // one address would pass the 20-codes-a-day limit of one client address.
  const asked = await request.post('/api/sso/user/getEmailAuthCode', {
    data: { email },
    headers: { 'x-forwarded-for': `10.${(serial >> 8) & 255}.${serial & 255}.${(Date.now() % 250) + 1}` },
  });
  expect(((await asked.json()) as { code: number }).code).toBe(0);
  const code = await latestCode(request, email);
  const registered = await api(request, '/sso/user/register', {
    phoneNum: email,
    code,
    userName,
    password,
    confirmPassword: password,
    agreement: true,
  });
  expect(registered.code, 'registration').toBe(0);
  const login = await api<{ token: string }>(request, '/sso/user/login', { phoneNum: email, password });
  expect(login.code, 'login').toBe(0);
  return { email, userName, password, token: login.data.token };
}

/** Opens an account screen logged in as `account` (the token in the address is stored and removed). */
export async function openAs(page: Page, account: FreshAccount, path: string): Promise<void> {
  const join = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${join}token=${account.token}`);
}

export type Lang = 'zh' | 'en';

/** The words the journeys look for, in each language (the catalogues' translations). */
export const L = {
  zh: {
    userName: '用户名',
    save: '保存',
    profileSaved: '个人资料已保存。',
    tooLarge: '图片大小须小于 1 MB',
    addAddress: '新增地址',
    province: '省份',
    city: '城市',
    district: '区县',
    detail: '详细地址',
    receiver: '收货人',
    phone: '联系电话',
    saveAddress: '保存地址',
    edit: '编辑',
    delete: '删除',
    deleted: '删除成功',
    ordinary: '普通发票',
    special: '增值税专用发票',
    addTitle: '添加发票抬头',
    title: '发票抬头',
    taxNumber: '税号',
    email: '电子邮箱',
    taxNumberWrong: '请输入 18 位税号',
    registeredAddress: '注册地址',
    registeredPhone: '注册电话',
    bankName: '开户银行',
    bankAccount: '银行账号',
    recipient: '收件人',
    recipientMobile: '收件人手机号',
    region: '所在地区',
    currentPassword: '当前密码',
    newPassword: '新密码',
    confirmPassword: '确认新密码',
    changePassword: '修改密码',
    account: '手机号或邮箱',
    password: '密码',
    logIn: '登录',
  },
  en: {
    userName: 'User name',
    save: 'Save',
    profileSaved: 'Your profile has been saved.',
    tooLarge: 'The image must be smaller than 1 MB.',
    addAddress: 'Add address',
    province: 'Province',
    city: 'City',
    district: 'District',
    detail: 'Detailed address',
    receiver: 'Receiver',
    phone: 'Phone number',
    saveAddress: 'Save address',
    edit: 'Edit',
    delete: 'Delete',
    deleted: 'Deleted.',
    ordinary: 'Ordinary invoice',
    special: 'Special VAT invoice',
    addTitle: 'Add invoice title',
    title: 'Invoice title',
    taxNumber: 'Tax number',
    email: 'E-mail address',
    taxNumberWrong: 'Please enter the 18-digit tax number.',
    registeredAddress: 'Registered address',
    registeredPhone: 'Registered phone',
    bankName: 'Bank name',
    bankAccount: 'Bank account',
    recipient: 'Recipient',
    recipientMobile: "Recipient's mobile",
    region: 'Region',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    changePassword: 'Change password',
    account: 'Mobile number or e-mail',
    password: 'Password',
    logIn: 'Log in',
  },
} as const;

/** A 1 × 1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

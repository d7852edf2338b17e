import { describe, expect, it } from 'vitest';
import { loginAccountOf } from './login.ts';

describe('loginAccountOf', () => {
  it('takes a mobile number, trimmed, with its area code', () => {
    expect(loginAccountOf({ areaNum: '852', phoneNum: ' 51234567 ' })).toEqual({
      kind: 'mobile',
      areaNum: '852',
      number: '51234567',
    });
  });

  it('takes a value with "@" as an e-mail address, without the area code', () => {
    expect(loginAccountOf({ areaNum: '86', phoneNum: ' lihua@example.com' })).toEqual({
      kind: 'email',
      address: 'lihua@example.com',
    });
  });
});

import { useLingui } from '@lingui/react/macro';
import { validateCodeRequestAccount, type ValidationReason } from '@kankan/domain';
import { PhoneField, type PhoneValue } from '../../components/PhoneField/PhoneField.tsx';
import { fieldProps, type FieldGroupProps } from './loginValues.ts';

/** The account check of every form: a valid mobile number of its area, or an e-mail address. */
export function accountReason(account: PhoneValue): ValidationReason | null {
  return validateCodeRequestAccount(account.phoneNum, account.areaNum);
}

/** The account field of every form: a mobile number with its area code, or an e-mail address. */
export function AccountFields(fields: FieldGroupProps) {
  const { t } = useLingui();
  return (
    <PhoneField
      {...fieldProps(fields, 'account', 'phoneNum', t`Mobile number or e-mail`)}
      isRequired
      acceptsEmail
      autoComplete="username"
    />
  );
}

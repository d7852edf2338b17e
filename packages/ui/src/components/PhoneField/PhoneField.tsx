import { useLingui } from '@lingui/react/macro';
import { DEFAULT_AREA_CODE } from '@kankan/domain';
import { useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { AreaCodePicker } from './AreaCodePicker.tsx';
import { areaCodeOptions, selectedCountry } from './areaCodes.ts';
import * as styles from './PhoneField.css.ts';

/** The login and register payload shape (spec 3): the calling code without "+", and the national number. */
export interface PhoneValue {
  areaNum: string;
  phoneNum: string;
}

type ValidationError = string | string[];

export interface PhoneFieldProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'validate' | 'startContent' | 'endContent' | 'type'
> {
  value?: PhoneValue;
  /** Default `{ areaNum: '86', phoneNum: '' }`. */
  defaultValue?: PhoneValue;
  onChange?: (value: PhoneValue) => void;
  /** A rule over both parts (e.g. `validatePhone` of @kankan/domain turned into a message). */
  validate?: (value: PhoneValue) => ValidationError | true | null | undefined;
  /**
   * An e-mail address may be typed instead of a number (the account fields of the login forms): the field takes any
   * text, and the area code steps aside once the value has a letter or an @.
   */
  acceptsEmail?: boolean;
}

/** A value that is not a telephone number being typed: it has a letter or an @. */
function looksLikeEmail(value: string): boolean {
  return /[@\p{L}]/u.test(value);
}

/**
 * A phone number with its international area code. The area code is a list of every region libphonenumber knows,
 * named in the user's language; the number is a plain telephone input. One label, description and error serve
 * the whole field; the area-code picker carries its own name ("Area code").
 */
export function PhoneField({
  value,
  defaultValue,
  onChange,
  validate,
  isDisabled,
  acceptsEmail = false,
  ...props
}: PhoneFieldProps) {
  const { t, i18n } = useLingui();
  const [current, setCurrent] = useControlledState<PhoneValue>(
    value as PhoneValue,
    defaultValue ?? { areaNum: DEFAULT_AREA_CODE, phoneNum: '' },
    onChange,
  );
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const options = useMemo(() => areaCodeOptions(i18n.locale), [i18n.locale]);
  const country = selectedCountry(current.areaNum, picked);

  const choose = (key: Key | null) => {
    const option = options.find((o) => o.country === key);
    if (!option) return;
    setPicked(option.country);
    setCurrent({ areaNum: option.areaNum, phoneNum: current.phoneNum });
  };

  const label = t`Area code`;
  const picker = (
    <span className={styles.area}>
      <AreaCodePicker
        label={label}
        options={options}
        country={country}
        areaNum={current.areaNum}
        onChoose={choose}
        isDisabled={isDisabled}
      />
      <span className={styles.divider} aria-hidden="true" />
    </span>
  );

  // The picker's slot stays (empty) while an e-mail address is typed, so the input keeps its place and focus.
  const email = acceptsEmail && looksLikeEmail(current.phoneNum);
  return (
    <TextField
      type={acceptsEmail ? 'text' : 'tel'}
      inputMode={acceptsEmail ? 'text' : 'tel'}
      autoComplete="tel-national"
      {...props}
      isDisabled={isDisabled}
      value={current.phoneNum}
      onChange={(phoneNum) => setCurrent({ areaNum: current.areaNum, phoneNum })}
      validate={validate ? (phoneNum: string) => validate({ areaNum: current.areaNum, phoneNum }) : undefined}
      startContent={email ? null : picker}
    />
  );
}

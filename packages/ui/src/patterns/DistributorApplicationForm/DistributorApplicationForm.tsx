import { useLingui } from '@lingui/react/macro';
import { clientMessage, messageForCode, messageForReason } from '@kankan/i18n';
import {
  DEFAULT_AREA_CODE,
  DISTRIBUTOR_LIMITS,
  SHOP_TYPE,
  validateDistributorApplication,
  type DistributorApplicationField,
  type ShopTypeId,
  type ValidationReason,
} from '@kankan/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { PhoneField, type PhoneValue } from '../../components/PhoneField/PhoneField.tsx';
import { areaCodeOptions } from '../../components/PhoneField/areaCodes.ts';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { RegionPicker } from '../../components/RegionPicker/RegionPicker.tsx';
import {
  emptyRegion,
  isRegionComplete,
  joinRegionPath,
  loadChinaRegions,
  type RegionNode,
  type RegionValue,
} from '../../components/RegionPicker/regions.ts';
import { TextField } from '../../components/TextField/TextField.tsx';
import { SuccessIcon } from '../../icons/icons.tsx';
import type { ServiceError } from '../serviceError.ts';
import * as styles from './DistributorApplicationForm.css.ts';
import { CountryComboBox } from './CountryComboBox.tsx';

/** The body of `agentAduit/save`. */
export interface DistributorApplication {
  companyName: string;
  /** ISO 3166 code of the company's country, e.g. CN. */
  companyCountry: string;
  /** In China the province, city and district joined with commas; elsewhere as written. */
  region: string;
  address: string;
  shopType: ShopTypeId;
  shopAddress?: string;
  lastName: string;
  firstName: string;
  title?: string;
  /** "+<area code> <number>", e.g. "+86 13812345678". */
  phone: string;
  email: string;
}

/** Server codes shown at a field: a refused mobile number at the phone, a refused e-mail at the e-mail. */
const FIELD_OF_CODE: Readonly<Record<number, DistributorApplicationField>> = { 3013: 'phone', 3019: 'email' };

// eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO 3166 region code, not text
const CHINA = 'CN';
// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS selectors, not text
const FOCUSABLE = 'input:not([type="hidden"]), textarea, button';

export interface DistributorApplicationFormProps {
  /** The application is being sent. */
  isPending?: boolean;
  /** The last send's refusal: 3013 at the phone, 3019 at the e-mail, any other code above the form. */
  serverError?: ServiceError | null;
  /** The application was received: a confirmation (client message 9) replaces the form. */
  isSubmitted?: boolean;
  /** The company's country chosen first (ISO code). Default China. */
  defaultCountry?: string;
  /** Send the application; every rule is checked first and the text is trimmed. */
  onSubmit: (application: DistributorApplication) => void;
  /** Where China's province tree comes from (default the bundled list). */
  loadRegions?: () => Promise<readonly RegionNode[]>;
}

interface Values {
  companyName: string;
  companyCountry: string;
  region: RegionValue;
  regionText: string;
  address: string;
  shopType: ShopTypeId | null;
  shopAddress: string;
  lastName: string;
  firstName: string;
  title: string;
  phone: PhoneValue;
  email: string;
}

type Errors = Partial<Record<DistributorApplicationField, ValidationReason>>;

/** The length limit of a field, for its "at most N characters" message; none for the fields without one. */
function limitOf(field: DistributorApplicationField): number | undefined {
  return field in DISTRIBUTOR_LIMITS ? DISTRIBUTOR_LIMITS[field as keyof typeof DISTRIBUTOR_LIMITS] : undefined;
}

/**
 * The distributor (reseller) application of spec 3: the company (registered name, country, region and detailed
 * address; China's region with the province / city / district picker), the retail shop (mainly offline or mainly
 * online, and its address) and the applicant (last and first name, title, phone with area code, e-mail). Rules
 * come from `validateDistributorApplication`; errors show at their fields after Submit, focus goes to the first.
 */
export function DistributorApplicationForm({
  isPending = false,
  serverError = null,
  isSubmitted = false,
  defaultCountry = CHINA,
  onSubmit,
  loadRegions = loadChinaRegions,
}: DistributorApplicationFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<Values>({
    companyName: '',
    companyCountry: defaultCountry,
    region: emptyRegion,
    regionText: '',
    address: '',
    shopType: null,
    shopAddress: '',
    lastName: '',
    firstName: '',
    title: '',
    phone: { areaNum: DEFAULT_AREA_CODE, phoneNum: '' },
    email: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const [editedAfter, setEditedAfter] = useState<ServiceError | null>(null);
  const [regions, setRegions] = useState<readonly RegionNode[] | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const countries = useMemo(() => areaCodeOptions(i18n.locale), [i18n.locale]);
  const inChina = values.companyCountry === CHINA;

  useEffect(() => {
    if (!inChina || regions) return;
    let live = true;
    loadRegions().then(
      (data) => {
        if (live) setRegions(data);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [inChina, regions, loadRegions]);

  useEffect(() => {
    if (attempt === 0) return;
    const invalid = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches(FOCUSABLE) ? invalid : invalid?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [attempt]);

  const shown = serverError && serverError !== editedAfter ? serverError : null;
  const serverField = shown?.code != null ? FIELD_OF_CODE[shown.code] : undefined;
  const formError = shown && !serverField ? (shown.message ?? messageForCode(shown.code ?? 0)) : null;

  const labels: Record<DistributorApplicationField, string> = {
    companyName: t`Registered company name`,
    companyCountry: t`Company country or region`,
    region: inChina ? t`Province, city and district` : t`State, province or city`,
    address: t`Detailed company address`,
    shopType: t`Retail shop type`,
    shopAddress: values.shopType === SHOP_TYPE.mainlyOnline ? t`Online shop address` : t`Shop address`,
    lastName: t`Last name`,
    firstName: t`First name`,
    title: t`Job title`,
    phone: t`Mobile number`,
    email: t`E-mail`,
  };

  const messageOf = (field: DistributorApplicationField): string | undefined => {
    const reason = errors[field];
    // The generic length reason names the field's own limit ("at most 100 characters").
    if (reason) return messageForReason(reason, { field: labels[field], max: limitOf(field) });
    return shown?.code != null && serverField === field ? messageForCode(shown.code) : undefined;
  };
  const invalidProps = (field: DistributorApplicationField) => {
    const message = messageOf(field);
    return { isInvalid: message !== undefined, errorMessage: message };
  };
  const update = <K extends keyof Values>(key: K, field: DistributorApplicationField, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (serverField === field) setEditedAfter(serverError);
  };

  if (isSubmitted) {
    return (
      <div className={styles.success}>
        <p className={styles.successTitle} role="status">
          <SuccessIcon />
          <span>{clientMessage('submitted')}</span>
        </p>
        <p className={styles.successNote}>
          {t`Thank you for applying. Our channel team reviews every application and will contact you by phone or e-mail.`}
        </p>
      </div>
    );
  }

  const regionString = inChina
    ? regions && isRegionComplete(regions, values.region)
      ? joinRegionPath(values.region)
      : ''
    : values.regionText;

  /** Every rule checked, errors shown at their fields, or the trimmed application sent. */
  const submit = () => {
    const found = validateDistributorApplication({
      companyName: values.companyName,
      companyCountry: values.companyCountry,
      region: regionString,
      address: values.address,
      shopType: values.shopType,
      shopAddress: values.shopAddress,
      lastName: values.lastName,
      firstName: values.firstName,
      title: values.title,
      phone: values.phone.phoneNum,
      areaCode: values.phone.areaNum,
      email: values.email,
    });
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length > 0 || values.shopType === null) return;
    const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
    onSubmit({
      companyName: values.companyName.trim(),
      companyCountry: values.companyCountry,
      region: regionString.trim(),
      address: values.address.trim(),
      shopType: values.shopType,
      shopAddress: optional(values.shopAddress),
      lastName: values.lastName.trim(),
      firstName: values.firstName.trim(),
      title: optional(values.title),
      phone: `+${values.phone.areaNum} ${values.phone.phoneNum.trim()}`,
      email: values.email.trim(),
    });
  };

  return (
    <div className={styles.root} ref={ref}>
      <Form
        formError={formError}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isPending) submit();
        }}
      >
        <fieldset className={styles.group} disabled={isPending}>
          <legend className={styles.legend}>{t`Company`}</legend>
          <TextField
            name="companyName"
            label={labels.companyName}
            description={t`As shown on the business licence.`}
            autoComplete="organization"
            isRequired
            value={values.companyName}
            onChange={(value) => update('companyName', 'companyName', value)}
            {...invalidProps('companyName')}
          />
          <div className={styles.pair}>
            <CountryComboBox
              label={labels.companyCountry}
              countries={countries}
              value={values.companyCountry}
              onChange={(key) => {
                update('companyCountry', 'companyCountry', typeof key === 'string' ? key : '');
                setErrors((current) => ({ ...current, region: undefined }));
              }}
              {...invalidProps('companyCountry')}
            />
            {inChina ? (
              <RegionPicker
                label={labels.region}
                isRequired
                value={values.region}
                onChange={(value) => update('region', 'region', value)}
                loadRegions={loadRegions}
                // The picker names the missing level itself ("Choose a province") at its select.
                isInvalid={errors.region !== undefined}
              />
            ) : (
              <TextField
                name="region"
                label={labels.region}
                autoComplete="address-level1"
                isRequired
                value={values.regionText}
                onChange={(value) => update('regionText', 'region', value)}
                {...invalidProps('region')}
              />
            )}
          </div>
          <TextField
            name="address"
            label={labels.address}
            autoComplete="street-address"
            isRequired
            value={values.address}
            onChange={(value) => update('address', 'address', value)}
            {...invalidProps('address')}
          />
        </fieldset>

        <fieldset className={styles.group} disabled={isPending}>
          <legend className={styles.legend}>{t`Retail`}</legend>
          <RadioGroup
            label={labels.shopType}
            orientation="horizontal"
            isRequired
            value={values.shopType === null ? null : String(values.shopType)}
            onChange={(value) =>
              update(
                'shopType',
                'shopType',
                value === String(SHOP_TYPE.mainlyOnline) ? SHOP_TYPE.mainlyOnline : SHOP_TYPE.mainlyOffline,
              )
            }
            {...invalidProps('shopType')}
          >
            <Radio value={String(SHOP_TYPE.mainlyOffline)}>{t`Mainly offline (physical shops)`}</Radio>
            <Radio value={String(SHOP_TYPE.mainlyOnline)}>{t`Mainly online (online shops)`}</Radio>
          </RadioGroup>
          <TextField
            name="shopAddress"
            label={labels.shopAddress}
            description={
              values.shopType === SHOP_TYPE.mainlyOnline
                ? t`Optional: the link to your online shop.`
                : t`Where customers can see the cameras.`
            }
            isRequired={values.shopType !== SHOP_TYPE.mainlyOnline}
            value={values.shopAddress}
            onChange={(value) => update('shopAddress', 'shopAddress', value)}
            {...invalidProps('shopAddress')}
          />
        </fieldset>

        <fieldset className={styles.group} disabled={isPending}>
          <legend className={styles.legend}>{t`Applicant`}</legend>
          <div className={styles.pair}>
            <TextField
              name="lastName"
              label={labels.lastName}
              autoComplete="family-name"
              isRequired
              value={values.lastName}
              onChange={(value) => update('lastName', 'lastName', value)}
              {...invalidProps('lastName')}
            />
            <TextField
              name="firstName"
              label={labels.firstName}
              autoComplete="given-name"
              isRequired
              value={values.firstName}
              onChange={(value) => update('firstName', 'firstName', value)}
              {...invalidProps('firstName')}
            />
          </div>
          <TextField
            name="title"
            label={labels.title}
            autoComplete="organization-title"
            value={values.title}
            onChange={(value) => update('title', 'title', value)}
            {...invalidProps('title')}
          />
          <div className={styles.pair}>
            <PhoneField
              name="phone"
              label={labels.phone}
              autoComplete="tel-national"
              isRequired
              value={values.phone}
              onChange={(value) => update('phone', 'phone', value)}
              {...invalidProps('phone')}
            />
            <TextField
              name="email"
              type="email"
              label={labels.email}
              autoComplete="email"
              isRequired
              value={values.email}
              onChange={(value) => update('email', 'email', value)}
              {...invalidProps('email')}
            />
          </div>
        </fieldset>

        <div className={styles.actions}>
          <Button type="submit" size="large" isPending={isPending}>
            {t`Submit application`}
          </Button>
        </div>
      </Form>
    </div>
  );
}

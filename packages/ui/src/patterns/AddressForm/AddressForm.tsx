import { useLingui } from '@lingui/react/macro';
import { DOMESTIC_ADDRESS_COUNTRY, trimAddress, validateAddress, type AddressFields } from '@kankan/domain';
import { useEffect, useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { RegionPicker } from '../../components/RegionPicker/RegionPicker.tsx';
import {
  emptyRegion,
  joinRegionPath,
  loadChinaRegions,
  regionFromPath,
  type RegionNode,
  type RegionValue,
} from '../../components/RegionPicker/regions.ts';
import { TextArea } from '../../components/TextArea/TextArea.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { reasonProps, useFieldErrors, useServerError, type ServerError } from '../accountForms.ts';
import * as shared from '../accountForms.css.ts';
import * as styles from './AddressForm.css.ts';

type Field = 'country' | 'region' | 'detail' | 'receiver' | 'phone';

/** Server codes about the phone number show at that field; others above the form. */
const FIELD_FOR_CODE: Partial<Record<number, Field>> = { 3013: 'phone' };

export interface AddressFormProps {
  /** The saved address when editing; a new address otherwise. */
  defaultValue?: AddressFields | null;
  /** The save call is running. */
  isPending?: boolean;
  /** The last save's refusal: 3013 (phone format) at the phone, others above the form. */
  serverError?: ServerError | null;
  /** Called with the trimmed address once it is complete and within the limits; a returned promise keeps Save
   * pending (and further saves dropped) until it settles. */
  onSubmit: (address: AddressFields) => unknown;
  /** Leave without saving; no button when absent. */
  onCancel?: () => void;
  /** Where the region tree comes from; default the bundled China list. */
  loadRegions?: () => Promise<readonly RegionNode[]>;
}

/** A saved address's names as a region value; the codes are filled in once the list has loaded. */
function regionOfNames(address: AddressFields | null | undefined): RegionValue {
  if (!address?.province) return emptyRegion;
  const named = (name: string) => (name ? { code: name, name } : null);
  const city = named(address.city);
  return { province: named(address.province), city, district: city ? named(address.district) : null };
}

/**
 * A receiver address (spec 3 "Address"): the country (China), province / city / district from the region list, the
 * detailed address, the receiver and a phone number. Problems show at their fields; nothing typed is lost.
 */
export function AddressForm({
  defaultValue,
  isPending = false,
  serverError,
  onSubmit,
  onCancel,
  loadRegions = loadChinaRegions,
}: AddressFormProps) {
  const { t } = useLingui();
  const country = defaultValue?.country || DOMESTIC_ADDRESS_COUNTRY;
  const [region, setRegion] = useState<RegionValue>(() => regionOfNames(defaultValue));
  const [text, setText] = useState({
    detail: defaultValue?.detail ?? '',
    receiver: defaultValue?.receiver ?? '',
    phone: defaultValue?.phone ?? '',
  });
  const { errors, formRef, check, clear } = useFieldErrors<Field>();
  const server = useServerError(serverError, FIELD_FOR_CODE);
  const labels: Record<Field, string> = {
    country: t`Country or region`,
    region: t`Province, city and district`,
    detail: t`Detailed address`,
    receiver: t`Receiver`,
    phone: t`Phone number`,
  };

  // A saved address carries names only: find their codes once the list is there (a new address has nothing to find).
  const savedPath = defaultValue?.province
    ? joinRegionPath({
        province: { code: '', name: defaultValue.province },
        city: defaultValue.city ? { code: '', name: defaultValue.city } : null,
        district: defaultValue.district ? { code: '', name: defaultValue.district } : null,
      })
    : '';
  useEffect(() => {
    if (!savedPath) return undefined;
    let active = true;
    loadRegions().then(
      (data) => {
        if (active)
          setRegion((current) =>
            current.province?.code === current.province?.name ? regionFromPath(data, savedPath) : current,
          );
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [loadRegions, savedPath]);

  const changeText = (field: 'detail' | 'receiver' | 'phone') => (value: string) => {
    clear(field);
    setText((current) => ({ ...current, [field]: value }));
  };

  const fields = (): AddressFields => ({
    country,
    province: region.province?.name ?? '',
    city: region.city?.name ?? '',
    district: region.district?.name ?? '',
    ...text,
  });

  return (
    <div className={styles.root}>
      <Form
        validationBehavior="aria"
        validationErrors={server.validationErrors}
        formError={server.formError}
        isPending={isPending}
        onSubmit={(event) => {
          event.preventDefault();
          const address = fields();
          return check(validateAddress(address)) ? onSubmit(trimAddress(address)) : undefined;
        }}
      >
        <div ref={formRef} className={shared.formBody}>
          <TextField
            label={labels.country}
            isReadOnly
            value={country === DOMESTIC_ADDRESS_COUNTRY ? t`China` : country}
          />
          <RegionPicker
            label={labels.region}
            isRequired
            value={region}
            onChange={(value) => {
              clear('region');
              setRegion(value);
            }}
            loadRegions={loadRegions}
            {...reasonProps(errors.region, labels.region)}
          />
          <TextArea
            name="detail"
            label={labels.detail}
            description={t`Street, building, floor and room.`}
            isRequired
            rows={2}
            autoComplete="street-address"
            value={text.detail}
            onChange={changeText('detail')}
            {...reasonProps(errors.detail, labels.detail)}
          />
          <TextField
            name="receiver"
            label={labels.receiver}
            isRequired
            autoComplete="name"
            value={text.receiver}
            onChange={changeText('receiver')}
            {...reasonProps(errors.receiver, labels.receiver)}
          />
          <TextField
            name="phone"
            label={labels.phone}
            description={t`A mobile or landline number.`}
            isRequired
            type="tel"
            autoComplete="tel"
            value={text.phone}
            onChange={changeText('phone')}
            {...reasonProps(errors.phone, labels.phone)}
          />
          <div className={shared.actions}>
            {onCancel ? (
              <Button variant="outline" tone="neutral" onPress={onCancel} isDisabled={isPending}>
                {t`Cancel`}
              </Button>
            ) : null}
            <Button type="submit" isPending={isPending}>{t`Save address`}</Button>
          </div>
        </div>
      </Form>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import {
  INVOICE_TYPE,
  sanitizeAmountInput,
  sanitizeInvoiceTaxNumberInput,
  type FieldErrors,
  type InvoiceField,
  type InvoiceType,
} from '@kankan/domain';
import { formatMoney, messageForReason, type Currency } from '@kankan/i18n';
import { useId } from 'react';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import { RegionPicker } from '../../components/RegionPicker/RegionPicker.tsx';
import type { RegionNode } from '../../components/RegionPicker/regions.ts';
import { TextField } from '../../components/TextField/TextField.tsx';
import * as styles from './InvoiceFields.css.ts';
import type { InvoiceFormField, InvoiceFormValues } from './values.ts';

/** The labels of the invoice fields, in the active language. */
export function useInvoiceFieldLabels(): Record<InvoiceField, string> {
  const { t } = useLingui();
  return {
    amount: t`Invoice amount`,
    title: t`Invoice title`,
    taxNumber: t`Tax number`,
    email: t`E-mail address`,
    organizedAddress: t`Registered address`,
    registerPhone: t`Registered phone`,
    bankName: t`Bank name`,
    bankAccount: t`Bank account`,
    shipName: t`Recipient`,
    shipMobile: t`Recipient's mobile`,
    shipArea: t`Region`,
    shipAddress: t`Detailed address`,
  };
}

/** Whether the delivery block has a problem: it is then summed up as "please complete the delivery information". */
export function hasShippingError(errors: FieldErrors<InvoiceField>): boolean {
  return (['shipName', 'shipMobile', 'shipArea', 'shipAddress'] as const).some((field) => errors[field] != null);
}

export interface InvoiceFieldsProps {
  type: InvoiceType;
  values: InvoiceFormValues;
  /** Client-side reasons, set on submit (each field clears its own when edited). */
  errors: FieldErrors<InvoiceField>;
  /** Messages from the server at a field (e.g. 7001 at the title); they replace the field's reason. */
  fieldMessages?: Partial<Record<InvoiceField, string>>;
  onChange: <F extends InvoiceFormField>(field: F, value: InvoiceFormValues[F]) => void;
  /** The amount field (the invoice dialog): digits only, clamped to `max`. The saved titles have none. */
  amount?: { max: number; currency: Currency };
  /** Level of the section headings: 3 inside a dialog (its title is a level-2 heading). */
  headingLevel?: 3 | 4;
  isDisabled?: boolean;
  loadRegions?: () => Promise<readonly RegionNode[]>;
}

/**
 * The fields of an invoice (spec 3, 5): the invoice information (amount, title, tax number, e-mail; a special
 * invoice adds the registered address and phone and the bank) and, for a special invoice, the delivery
 * information (recipient, mobile, region, detailed address). Two per row; long ones take the whole row.
 * Shared by the invoice dialog and the account's saved invoice titles.
 */
export function InvoiceFields({
  type,
  values,
  errors,
  fieldMessages = {},
  onChange,
  amount,
  headingLevel = 3,
  isDisabled = false,
  loadRegions,
}: InvoiceFieldsProps) {
  const { t } = useLingui();
  const labels = useInvoiceFieldLabels();
  const invoiceHeadingId = useId();
  const deliveryHeadingId = useId();
  const Heading = `h${headingLevel}` as const;
  const special = type === INVOICE_TYPE.special;
  const maxText = amount ? formatMoney(amount.max, amount.currency) : '';

  /** The invalid state and message of a field: the server's message first, else the client-side reason. */
  const errorOf = (field: InvoiceField) => {
    const server = fieldMessages[field];
    if (server) return { isInvalid: true, errorMessage: server };
    const reason = errors[field];
    if (!reason) return {};
    // The amount's maximum is the caller's; the other limits are the domain's defaults.
    const params = field === 'amount' && amount ? { field: labels[field], max: amount.max } : { field: labels[field] };
    return { isInvalid: true, errorMessage: messageForReason(reason, params) };
  };

  const text = (field: Exclude<InvoiceFormField, 'shipArea' | 'amount' | 'taxNumber'>, wide = false) => (
    <div className={wide ? styles.wide : undefined}>
      <TextField
        name={field}
        label={labels[field]}
        isRequired
        isDisabled={isDisabled}
        value={values[field]}
        onChange={(value) => onChange(field, value)}
        {...errorOf(field)}
      />
    </div>
  );

  return (
    <div className={styles.sections}>
      <section className={styles.section} aria-labelledby={invoiceHeadingId}>
        <Heading id={invoiceHeadingId} className={styles.heading}>
          {t`Invoice information`}
        </Heading>
        <div className={styles.grid}>
          {amount ? (
            <div>
              <TextField
                name="amount"
                label={labels.amount}
                description={t`Up to ${maxText}`}
                isRequired
                isDisabled={isDisabled}
                inputMode="numeric"
                autoComplete="off"
                value={values.amount}
                onChange={(value) => onChange('amount', sanitizeAmountInput(value, amount.max))}
                {...errorOf('amount')}
              />
            </div>
          ) : null}
          {text('title')}
          <div>
            <TextField
              name="taxNumber"
              label={labels.taxNumber}
              description={t`Optional; 18 characters: letters, digits, dots or slashes.`}
              isDisabled={isDisabled}
              autoComplete="off"
              value={values.taxNumber}
              onChange={(value) => onChange('taxNumber', sanitizeInvoiceTaxNumberInput(value))}
              {...errorOf('taxNumber')}
            />
          </div>
          <div>
            <TextField
              name="email"
              type="email"
              label={labels.email}
              description={special ? undefined : t`The e-invoice is sent to this address.`}
              isRequired
              isDisabled={isDisabled}
              autoComplete="email"
              value={values.email}
              onChange={(value) => onChange('email', value)}
              {...errorOf('email')}
            />
          </div>
          {special ? (
            <>
              {text('organizedAddress', true)}
              <div>
                <TextField
                  name="registerPhone"
                  type="tel"
                  label={labels.registerPhone}
                  description={t`Digits and dashes, e.g. 010-12345678.`}
                  isRequired
                  isDisabled={isDisabled}
                  value={values.registerPhone}
                  onChange={(value) => onChange('registerPhone', value)}
                  {...errorOf('registerPhone')}
                />
              </div>
              {text('bankName')}
              {text('bankAccount')}
            </>
          ) : null}
        </div>
      </section>
      {special ? (
        <section className={styles.section} aria-labelledby={deliveryHeadingId}>
          <Heading id={deliveryHeadingId} className={styles.heading}>
            {t`Delivery information`}
          </Heading>
          {hasShippingError(errors) ? (
            <InlineAlert tone="critical" isLive>
              {messageForReason('receivingInfoIncomplete')}
            </InlineAlert>
          ) : null}
          <div className={styles.grid}>
            {text('shipName')}
            <div>
              <TextField
                name="shipMobile"
                type="tel"
                label={labels.shipMobile}
                isRequired
                isDisabled={isDisabled}
                autoComplete="off"
                value={values.shipMobile}
                onChange={(value) => onChange('shipMobile', value)}
                {...errorOf('shipMobile')}
              />
            </div>
            <div className={styles.wide}>
              <RegionPicker
                label={labels.shipArea}
                isRequired
                isDisabled={isDisabled}
                value={values.shipArea}
                onChange={(value) => onChange('shipArea', value)}
                loadRegions={loadRegions}
                {...errorOf('shipArea')}
              />
            </div>
            {text('shipAddress', true)}
          </div>
        </section>
      ) : null}
    </div>
  );
}

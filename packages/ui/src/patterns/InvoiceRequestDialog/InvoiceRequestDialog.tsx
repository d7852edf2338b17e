import { useLingui } from '@lingui/react/macro';
import {
  INVOICE_TIMINGS,
  INVOICE_TYPE,
  cameraDisplayName,
  currencyFor,
  savedInvoiceInfo,
  validateInvoice,
  type FieldErrors,
  type InvoiceField,
  type InvoiceRecord,
  type InvoiceRequest,
  type InvoiceType,
  type SavedInvoiceTitles,
} from '@kankan/domain';
import { clientMessage, formatMoney, messageForCode, type Currency } from '@kankan/i18n';
import { selectOrdinal } from '@lingui/core/macro';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Dialog, Modal } from '../../components/Dialog/Dialog.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { loadChinaRegions, type RegionNode } from '../../components/RegionPicker/regions.ts';
import { hasShippingError, InvoiceFields } from './InvoiceFields.tsx';
import * as styles from './InvoiceRequestDialog.css.ts';
import {
  emptyInvoiceValues,
  fieldsOf,
  fillUntouched,
  invoiceInput,
  invoiceRequestFromValues,
  regionOfInfo,
  valuesFromInfo,
  type InvoiceFormField,
  type InvoiceFormValues,
} from './values.ts';

/** The camera the invoice is for (from `/user/invoice/deviceList`). */
export interface InvoiceCamera {
  cameraId: number;
  /** Shown without the 4DKKPRO_ prefix. */
  childName: string;
  snCode?: string;
  currency: Currency;
}

/** The order the invoice is for (the orders screen): one invoice per order, at most its amount. */
export interface InvoiceOrder {
  orderId: number;
  orderSn: string;
  currency: Currency;
}

/** Inputs in which Enter submits the form. */
const TEXT_INPUT_TYPES: readonly string[] = ['text', 'email', 'tel', 'number', 'search', 'url', 'password'];

/** Server codes shown at a field rather than above the form. */
const FIELD_OF_CODE: Partial<Record<number, InvoiceField>> = { 7001: 'title' };

export interface InvoiceRequestDialogProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** What is invoiced: a camera's purchases (`camera`) or one order (`order`); give one of the two. */
  camera?: InvoiceCamera;
  order?: InvoiceOrder;
  /** The amount still allowed to be invoiced for the camera or the order: the amount is clamped to it. */
  maxAmount: number;
  /** The type chosen first; default ordinary (2), or the edited request's type. */
  defaultType?: InvoiceType;
  /** The saved invoice titles of types 2 and 3: each prefills the fields of its type the user has not edited. */
  savedTitles?: SavedInvoiceTitles;
  /** An existing request to edit: its values fill the form and its type is fixed (the site updates it by its id). */
  invoice?: InvoiceRecord;
  /** The submit call is running: Submit spins and further submits are ignored. */
  isPending?: boolean;
  /** The last submit's refusal, shown in the dialog (7001 at the title, others above the form) until edited. */
  serverError?: { code: number } | null;
  /** A valid request (when editing, what the edited request becomes). A returned promise keeps Submit pending (and
   * further submits dropped) until it settles. */
  onSubmit: (request: InvoiceRequest) => unknown;
  /** Where the region list comes from; default the bundled China list. */
  loadRegions?: () => Promise<readonly RegionNode[]>;
}

function initialValues(
  type: InvoiceType,
  savedTitles: SavedInvoiceTitles | undefined,
  invoice: InvoiceRecord | undefined,
): InvoiceFormValues {
  if (invoice) return { ...emptyInvoiceValues, ...valuesFromInfo(invoice), amount: String(invoice.amount) };
  const saved = savedInvoiceInfo(savedTitles, type);
  return saved ? { ...emptyInvoiceValues, ...valuesFromInfo(saved) } : emptyInvoiceValues;
}

/** Enter in a text field of the form submits it. */
function submitOnEnter(event: KeyboardEvent) {
  const target = event.target;
  if (event.key !== 'Enter' || event.isComposing || !(target instanceof HTMLInputElement)) return;
  if (!TEXT_INPUT_TYPES.includes(target.type)) return;
  event.preventDefault();
  target.form?.requestSubmit();
}

/**
 * The invoice request pop-up (spec 2.5, 3, 4, 5, 9): the camera and the amount it may still invoice; the type,
 * ordinary e-mail invoice (2) or special VAT invoice (3); the invoice fields, and for a special invoice the
 * registered company details and the delivery information; and the delivery promises of the chosen type. Errors
 * show at each field on submit and focus moves to the first; switching the type keeps everything typed.
 */
export function InvoiceRequestDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  camera,
  order,
  maxAmount,
  defaultType,
  savedTitles,
  invoice,
  isPending = false,
  serverError = null,
  onSubmit,
  loadRegions = loadChinaRegions,
}: InvoiceRequestDialogProps) {
  const { t } = useLingui();
  const currency = order?.currency ?? camera?.currency ?? currencyFor('domestic');
  const formId = useId();
  const [type, setType] = useState<InvoiceType>(invoice?.type ?? defaultType ?? INVOICE_TYPE.ordinary);
  const [values, setValues] = useState<InvoiceFormValues>(() => initialValues(type, savedTitles, invoice));
  const [touched, setTouched] = useState<ReadonlySet<InvoiceFormField>>(() => new Set());
  const [errors, setErrors] = useState<FieldErrors<InvoiceField>>({});
  const [attempt, setAttempt] = useState(0);
  const [regions, setRegions] = useState<readonly RegionNode[] | null>(null);
  // The server error the user has edited the form since; it is then no longer shown.
  const [editedAfter, setEditedAfter] = useState<{ code: number } | null>(null);
  // Whether this request's title also becomes the account's saved title of its type: asked, never assumed, and
  // offered only while none of the type is saved (spec 4 saves it once).
  const [saveTitle, setSaveTitle] = useState(false);
  const offersSave = !invoice && savedTitles !== undefined && savedInvoiceInfo(savedTitles, type) === null;
  const bodyRef = useRef<HTMLDivElement | null>(null);

  // The region list (shared with the picker, loaded once) turns a saved shipAreaPath into the picker's value.
  useEffect(() => {
    let active = true;
    loadRegions().then(
      (data) => active && setRegions(data),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [loadRegions]);

  // Enter in a text field submits, as in any form: the submit button sits in the dialog's footer, outside the
  // form element, where the browser's implicit submission (and a test's simulation of it) may not find it. Attached
  // when the body appears (the dialog's content exists only while it is open), not at the component's mount.
  const attachBody = useCallback((body: HTMLDivElement | null) => {
    bodyRef.current = body;
    if (!body) return undefined;
    body.addEventListener('keydown', submitOnEnter);
    return () => {
      body.removeEventListener('keydown', submitOnEnter);
      bodyRef.current = null;
    };
  }, []);

  // After a failed submit, focus goes to the first field in error.
  useEffect(() => {
    if (attempt === 0) return;
    bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  // Until the user picks a region, the saved title's shipAreaPath shows, once the region list has turned it into
  // the picker's value.
  const source = invoice ?? savedInvoiceInfo(savedTitles, type);
  const savedRegion = !touched.has('shipArea') && regions && source ? regionOfInfo(source, regions) : null;
  const current: InvoiceFormValues = savedRegion ? { ...values, shipArea: savedRegion } : values;

  const shownError = serverError && serverError !== editedAfter ? serverError : null;
  const errorField = shownError ? FIELD_OF_CODE[shownError.code] : undefined;
  const fieldMessages = shownError && errorField ? { [errorField]: messageForCode(shownError.code) } : {};
  const formError = shownError && !errorField ? messageForCode(shownError.code) : null;

  const change = <F extends InvoiceFormField>(field: F, value: InvoiceFormValues[F]) => {
    setValues((before) => ({ ...before, [field]: value }));
    setTouched((before) => (before.has(field) ? before : new Set([...before, field])));
    setErrors((shown) =>
      field in shown
        ? (Object.fromEntries(Object.entries(shown).filter(([key]) => key !== field)) as FieldErrors<InvoiceField>)
        : shown,
    );
    setEditedAfter(serverError);
  };

  const chooseType = (next: InvoiceType) => {
    setType(next);
    const saved = invoice ? null : savedInvoiceInfo(savedTitles, next);
    if (saved) setValues((before) => fillUntouched(before, valuesFromInfo(saved), touched));
  };

  const submit = (): unknown => {
    const found = validateInvoice(invoiceInput(type, current, regions), maxAmount);
    const shown = Object.fromEntries(
      fieldsOf(type).flatMap((field) => (found[field] ? [[field, found[field]]] : [])),
    ) as FieldErrors<InvoiceField>;
    setErrors(shown);
    setAttempt((n) => n + 1);
    if (Object.keys(shown).length > 0) return undefined;
    const target = order ? { orderId: order.orderId } : camera ? { cameraId: camera.cameraId } : null;
    if (!target) return undefined;
    return onSubmit(invoiceRequestFromValues(type, current, target, offersSave && saveTitle));
  };

  const invalidInfo = Object.keys(errors).some(
    (field) => !['shipName', 'shipMobile', 'shipArea', 'shipAddress'].includes(field),
  );
  const summary =
    formError ??
    (invalidInfo
      ? clientMessage('completeInvoiceInfo')
      : hasShippingError(errors)
        ? clientMessage('completeDeliveryInfo')
        : null);
  const special = type === INVOICE_TYPE.special;
  const issueDay = INVOICE_TIMINGS.issueDayOfMonth;
  const eInvoiceDays = INVOICE_TIMINGS.eInvoiceDeliveryDays;
  const vatBusinessDays = INVOICE_TIMINGS.vatDeliveryBusinessDays;
  const shippedDays = INVOICE_TIMINGS.specialShippedWithinDays;
  const editDays = INVOICE_TIMINGS.editWithinDaysAfterDelivery;
  const issued = t`Invoices are issued on the ${selectOrdinal(issueDay, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} of each month.`;

  return (
    <Modal size="wide" isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={invoice ? t`Edit invoice` : t`Request an invoice`}
        footer={({ close }) => (
          <>
            <Button variant="outline" tone="neutral" onPress={close}>
              {t`Cancel`}
            </Button>
            <Button type="submit" form={formId} isPending={isPending}>
              {invoice ? t`Save` : t`Submit`}
            </Button>
          </>
        )}
      >
        <Form
          id={formId}
          validationBehavior="aria"
          formError={summary}
          isPending={isPending}
          onSubmit={(event) => {
            event.preventDefault();
            return submit();
          }}
        >
          <div ref={attachBody} className={styles.body}>
            <dl className={styles.facts}>
              {order ? (
                <div className={styles.fact}>
                  <dt className={styles.term}>{t`Order number`}</dt>
                  <dd className={styles.value}>{order.orderSn}</dd>
                </div>
              ) : camera ? (
                <div className={styles.fact}>
                  <dt className={styles.term}>{t`Camera`}</dt>
                  <dd className={styles.value}>{cameraDisplayName(camera.childName)}</dd>
                </div>
              ) : null}
              {camera?.snCode ? (
                <div className={styles.fact}>
                  <dt className={styles.term}>{t`SN`}</dt>
                  <dd className={styles.value}>{camera.snCode}</dd>
                </div>
              ) : null}
              <div className={styles.fact}>
                <dt className={styles.term}>{t`Invoiceable amount`}</dt>
                <dd className={styles.value}>{formatMoney(maxAmount, currency)}</dd>
              </div>
            </dl>
            <RadioGroup
              label={t`Invoice type`}
              orientation="horizontal"
              isDisabled={invoice !== undefined}
              value={String(type)}
              onChange={(value) => chooseType(value === '3' ? INVOICE_TYPE.special : INVOICE_TYPE.ordinary)}
            >
              <Radio value="2" description={t`An e-invoice sent by e-mail`}>
                {t`Ordinary invoice`}
              </Radio>
              <Radio value="3" description={t`A paper VAT invoice shipped to you`}>
                {t`Special VAT invoice`}
              </Radio>
            </RadioGroup>
            <InlineAlert tone="info" title={t`Delivery`}>
              <ul className={styles.promises}>
                {special ? (
                  <>
                    <li>{t`The special VAT invoice is delivered within ${vatBusinessDays} business days.`}</li>
                    <li>{t`It is shipped within ${shippedDays} days of being issued.`}</li>
                  </>
                ) : (
                  <li>{t`The e-invoice is sent to your e-mail within ${eInvoiceDays} days.`}</li>
                )}
                <li>{issued}</li>
                <li>{t`Invoice information can be edited within ${editDays} days after delivery.`}</li>
              </ul>
            </InlineAlert>
            <InvoiceFields
              type={type}
              values={current}
              errors={errors}
              fieldMessages={fieldMessages}
              onChange={change}
              amount={{ max: maxAmount, currency }}
              loadRegions={loadRegions}
            />
            {offersSave ? (
              <Checkbox isSelected={saveTitle} onChange={setSaveTitle}>
                {special
                  ? t`Also save this as my special VAT invoice title`
                  : t`Also save this as my ordinary invoice title`}
              </Checkbox>
            ) : null}
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}

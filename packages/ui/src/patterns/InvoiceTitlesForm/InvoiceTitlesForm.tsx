import { useLingui } from '@lingui/react/macro';
import {
  INVOICE_TYPE,
  savedInvoiceInfo,
  validateInvoiceInfo,
  type FieldErrors,
  type InvoiceInfo,
  type InvoiceInfoField,
  type InvoiceType,
  type SavedInvoiceTitles,
} from '@kankan/domain';
import { messageForCode } from '@kankan/i18n';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import { loadChinaRegions, type RegionNode } from '../../components/RegionPicker/regions.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.tsx';
import { EditIcon } from '../../icons/icons.tsx';
import { Details, shown } from '../InvoiceDetailDialog/Details.tsx';
import { InvoiceFields, useInvoiceFieldLabels } from '../InvoiceRequestDialog/InvoiceFields.tsx';
import {
  emptyInvoiceValues,
  invoiceInfoFromValues,
  invoiceInfoInput,
  type InvoiceFormField,
  type InvoiceFormValues,
} from '../InvoiceRequestDialog/values.ts';
import * as styles from './InvoiceTitlesForm.css.ts';

type TypeKey = 'ordinary' | 'special';
const keyOf = (type: InvoiceType): TypeKey => (type === INVOICE_TYPE.special ? 'special' : 'ordinary');
const typeOf = (key: TypeKey): InvoiceType => (key === 'special' ? INVOICE_TYPE.special : INVOICE_TYPE.ordinary);

export interface InvoiceTitlesFormProps {
  /** The saved titles of types 2 and 3; null or absent where none is saved. */
  saved: SavedInvoiceTitles;
  /** The tab shown first; default ordinary. */
  defaultType?: InvoiceType;
  /** The type whose save call is running: its Save spins. */
  pendingType?: InvoiceType | null;
  /** The last save's refusal (7001 at the title, others above the form) until the user edits. */
  serverError?: { type: InvoiceType; code: number } | null;
  /** Save the information of one type. It can be saved only once; afterwards it is shown read-only. */
  onSave: (info: InvoiceInfo) => void;
  /** Where the region list comes from; default the bundled China list. */
  loadRegions?: () => Promise<readonly RegionNode[]>;
}

/** The saved title of a type as read-only details. */
function SavedView({ info }: { info: InvoiceInfo }) {
  const { t } = useLingui();
  const labels = useInvoiceFieldLabels();
  const special = info.type === INVOICE_TYPE.special;
  const rows: [string, ReactNode][] = [
    [labels.title, info.title],
    [labels.taxNumber, shown(info.code)],
    [labels.email, info.emailAddress],
  ];
  if (special) {
    rows.push(
      [labels.organizedAddress, shown(info.organizedAddress)],
      [labels.registerPhone, shown(info.registerPhone)],
      [labels.bankName, shown(info.bankName)],
      [labels.bankAccount, shown(info.bankAccount)],
    );
  }
  const delivery: [string, ReactNode][] = [
    [labels.shipName, shown(info.shipName)],
    [labels.shipMobile, shown(info.shipMobile)],
    [labels.shipArea, <span lang="zh-CN">{shown(info.shipAreaPath?.split(',').join(' '))}</span>],
    [labels.shipAddress, shown(info.shipAddress)],
  ];
  return (
    <div className={styles.stack}>
      <Details label={t`Invoice information`} rows={rows} />
      {special ? <Details label={t`Delivery information`} rows={delivery} /> : null}
      <InlineAlert tone="info">{t`Invoice information can be saved only once. To change it, contact customer support.`}</InlineAlert>
    </div>
  );
}

/**
 * The account's saved invoice titles (spec 2.4 "invoice titles", 3, 4, 5): a tab for each type, ordinary (2) and
 * special VAT (3). A saved title shows read-only, since invoice information is saved only once; an unsaved one
 * offers Add, then the invoice fields (the dialog's rules without an amount) with a reminder that saving is final.
 * Errors show at each field on Save and focus moves to the first; each tab keeps what was typed.
 */
export function InvoiceTitlesForm({
  saved,
  defaultType = INVOICE_TYPE.ordinary,
  pendingType = null,
  serverError = null,
  onSave,
  loadRegions = loadChinaRegions,
}: InvoiceTitlesFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState<Record<TypeKey, InvoiceFormValues>>({
    ordinary: emptyInvoiceValues,
    special: emptyInvoiceValues,
  });
  const [editing, setEditing] = useState<Record<TypeKey, boolean>>({ ordinary: false, special: false });
  const [errors, setErrors] = useState<Record<TypeKey, FieldErrors<InvoiceInfoField>>>({ ordinary: {}, special: {} });
  const [attempt, setAttempt] = useState(0);
  const [regions, setRegions] = useState<readonly RegionNode[] | null>(null);
  const [editedAfter, setEditedAfter] = useState<{ code: number } | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

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

  useEffect(() => {
    if (attempt === 0) return;
    rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const shownError = serverError && serverError !== editedAfter ? serverError : null;

  const panel = (key: TypeKey) => {
    const type = typeOf(key);
    const info = savedInvoiceInfo(saved, type);
    if (info) return <SavedView info={info} />;
    if (!editing[key]) {
      return (
        <EmptyState
          headingLevel={3}
          icon={<EditIcon />}
          title={
            type === INVOICE_TYPE.special ? t`No special VAT invoice title saved` : t`No ordinary invoice title saved`
          }
          description={t`Save the title once and it is filled in for you when you order or request an invoice.`}
          action={
            <Button
              onPress={() => setEditing((current) => ({ ...current, [key]: true }))}
            >{t`Add invoice title`}</Button>
          }
        />
      );
    }
    const error = shownError && shownError.type === type ? shownError : null;
    const atTitle = error?.code === 7001;
    const pending = pendingType === type;
    const change = <F extends InvoiceFormField>(field: F, value: InvoiceFormValues[F]) => {
      setValues((current) => ({ ...current, [key]: { ...current[key], [field]: value } }));
      setErrors((current) => {
        if (!(field in current[key])) return current;
        const rest = Object.entries(current[key]).filter(([name]) => name !== field);
        return { ...current, [key]: Object.fromEntries(rest) as FieldErrors<InvoiceInfoField> };
      });
      setEditedAfter(serverError);
    };
    return (
      <Form
        validationBehavior="aria"
        formError={error && !atTitle ? messageForCode(error.code) : null}
        onSubmit={(event) => {
          event.preventDefault();
          if (pending) return;
          const found = validateInvoiceInfo(invoiceInfoInput(type, values[key], regions));
          setErrors((current) => ({ ...current, [key]: found }));
          setAttempt((n) => n + 1);
          if (Object.keys(found).length === 0) onSave(invoiceInfoFromValues(type, values[key]));
        }}
      >
        <div className={styles.stack}>
          <InvoiceFields
            type={type}
            values={values[key]}
            errors={errors[key]}
            fieldMessages={atTitle && error ? { title: messageForCode(error.code) } : {}}
            onChange={change}
            loadRegions={loadRegions}
          />
          <div className={styles.actions}>
            <p className={styles.note}>{t`Check it carefully: invoice information can be saved only once.`}</p>
            <Button
              variant="outline"
              tone="neutral"
              onPress={() => setEditing((current) => ({ ...current, [key]: false }))}
            >
              {t`Cancel`}
            </Button>
            <Button type="submit" isPending={pending}>
              {t`Save`}
            </Button>
          </div>
        </div>
      </Form>
    );
  };

  return (
    <div ref={rootRef}>
      <Tabs defaultSelectedKey={keyOf(defaultType)}>
        <TabList aria-label={t`Invoice titles`}>
          <Tab id="ordinary">{t`Ordinary invoice`}</Tab>
          <Tab id="special">{t`Special VAT invoice`}</Tab>
        </TabList>
        <TabPanel id="ordinary">{panel('ordinary')}</TabPanel>
        <TabPanel id="special">{panel('special')}</TabPanel>
      </Tabs>
    </div>
  );
}

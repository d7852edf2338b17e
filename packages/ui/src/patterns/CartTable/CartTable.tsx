import { useLingui } from '@lingui/react/macro';
import {
  CART_ITEM_KIND,
  CART_ITEM_MAX_COUNT,
  canRemoveCartItem,
  cartSelectionReason,
  currencyFor,
  type CartItemKind,
  type PaymentRegion,
} from '@kankan/domain';
import { clientMessage, formatMoney, messageForReason } from '@kankan/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { NumberField } from '../../components/NumberField/NumberField.tsx';
import * as table from '../../components/Table/Table.css.ts';
import { visuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.css.ts';
import { TrashIcon } from '../../icons/icons.tsx';
import { LiteCameraIllustration, ProCameraIllustration, TripodIllustration } from '../../illustrations/products.tsx';
import { ConfirmDialog, MessageDialog } from '../MessageDialog/MessageDialog.tsx';
import { cartLinePrice, cartTotal, type CartLine } from './cartModel.ts';
import * as styles from './CartTable.css.ts';

export interface CartTableProps {
  items: readonly CartLine[];
  /** Domestic prices in RMB, international (English mode) in US dollars: `paymentRegion` of @kankan/domain. */
  region: PaymentRegion;
  /** Selected line ids (controlled). */
  selectedIds?: readonly string[];
  /** Selected at first when uncontrolled; default every line. */
  defaultSelectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** A new quantity, from 1 to the cart maximum. */
  onCountChange: (id: string, count: number) => void;
  /**
   * Called after the user confirmed the removal. A returned promise keeps the confirmation pending until it settles.
   * The last line is never removed: the user is told so instead (client message 14).
   */
  onRemove: (id: string) => unknown;
  /** Check out the selected lines. */
  onCheckout: (ids: string[]) => void;
  /** The order is being created. */
  isCheckoutPending?: boolean;
}

/** The product drawing of each kind; decorative, as the name beside it says what it is. */
const pictures = {
  [CART_ITEM_KIND.lite]: LiteCameraIllustration,
  [CART_ITEM_KIND.pro]: ProCameraIllustration,
  [CART_ITEM_KIND.proTripodSet]: TripodIllustration,
} as const;

type Dialog = { kind: 'confirm'; line: CartLine } | { kind: 'lastItem' } | null;

/**
 * The shop cart (spec 2.3, 3, 5): the Lite camera (with 5G plan and tripod), the Pro camera (10G plan) and the Pro
 * tripod set with unit price, quantity and subtotal; lines are selected with check boxes (select all in the
 * header), the total counts the selected lines, and checkout needs at least one. Removing asks first; the last
 * line cannot be removed. A static table, not a grid: every row holds controls that Tab reaches in order.
 */
export function CartTable({
  items,
  region,
  selectedIds,
  defaultSelectedIds,
  onSelectionChange,
  onCountChange,
  onRemove,
  onCheckout,
  isCheckoutPending = false,
}: CartTableProps) {
  const { t } = useLingui();
  const messageId = useId();
  const currency = currencyFor(region);
  const [ownSelection, setOwnSelection] = useState<readonly string[]>(
    defaultSelectedIds ?? items.map((line) => line.id),
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  // A confirmed removal: the line, where it was, and the list it was removed from.
  const removal = useRef<{ id: string; index: number; items: readonly CartLine[] } | null>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());

  // The removed line's Remove button goes with it: once the confirmation has closed and the list has changed without
  // the line, focus goes to the Remove button now in its place (the last line's when it was the last), not to the
  // page. A refused removal leaves the line, and focus, where they were.
  useEffect(() => {
    const removed = removal.current;
    if (!removed || dialog !== null || items === removed.items) return;
    removal.current = null;
    if (items.some((line) => line.id === removed.id)) return;
    const next = items[Math.min(removed.index, items.length - 1)];
    const button = next ? removeButtons.current.get(next.id) : undefined;
    if (button && !button.contains(document.activeElement)) button.focus();
  }, [items, dialog]);
  // Lines removed since they were selected drop out of the selection.
  const selected = new Set((selectedIds ?? ownSelection).filter((id) => items.some((line) => line.id === id)));
  const select = (ids: string[]) => {
    if (selectedIds === undefined) setOwnSelection(ids);
    onSelectionChange?.(ids);
  };
  const toggle = (id: string, on: boolean) =>
    select(items.map((line) => line.id).filter((lineId) => (lineId === id ? on : selected.has(lineId))));
  const allSelected = items.length > 0 && selected.size === items.length;
  const selectionReason = cartSelectionReason(selected.size);
  const money = (amount: number) => formatMoney(amount, currency, { decimals: 2 });
  const names: Record<CartItemKind, { name: string; note: string }> = {
    [CART_ITEM_KIND.lite]: { name: t`Lite two-lens camera`, note: t`With a 5G cloud plan and a tripod` },
    [CART_ITEM_KIND.pro]: { name: t`Pro eight-lens camera`, note: t`With a 10G cloud plan` },
    [CART_ITEM_KIND.proTripodSet]: { name: t`Pro tripod set`, note: t`Tripod, quick-release plate and carry bag` },
  };
  const selectedCount = selected.size;
  const lineCount = items.length;
  const total = money(cartTotal(items, selected, currency));

  return (
    <div className={styles.root}>
      <div className={table.container({ stickyHeader: false })}>
        <table className={table.table}>
          <caption className={visuallyHidden}>{t`Shopping cart`}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${table.column} ${styles.checkCell}`}>
                <Checkbox
                  aria-label={t`Select all`}
                  isSelected={allSelected}
                  isIndeterminate={selected.size > 0 && !allSelected}
                  onChange={(on) => select(on ? items.map((line) => line.id) : [])}
                />
              </th>
              <th scope="col" className={`${table.column} ${table.align.start}`}>{t`Product`}</th>
              <th scope="col" className={`${table.column} ${table.align.end}`}>{t`Unit price`}</th>
              <th scope="col" className={`${table.column} ${table.align.start}`}>{t`Quantity`}</th>
              <th scope="col" className={`${table.column} ${table.align.end}`}>{t`Subtotal`}</th>
              <th scope="col" className={`${table.column} ${table.align.start}`}>{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((line) => {
              const { name, note } = names[line.kind];
              const unit = cartLinePrice(line, currency);
              const Picture = pictures[line.kind];
              return (
                <tr key={line.id} className={table.row}>
                  <td className={`${table.cell} ${styles.checkCell}`}>
                    <Checkbox
                      aria-label={t`Select ${name}`}
                      isSelected={selected.has(line.id)}
                      onChange={(on) => toggle(line.id, on)}
                    />
                  </td>
                  <th scope="row" className={`${table.cell} ${table.align.start} ${styles.productCell}`}>
                    <span className={styles.product}>
                      <span className={styles.thumb} aria-hidden="true">
                        <Picture decorative />
                      </span>
                      <span>
                        <span className={styles.productName}>{name}</span>
                        <br />
                        <span className={styles.productNote}>{note}</span>
                      </span>
                    </span>
                  </th>
                  <td className={`${table.cell} ${table.align.end}`}>
                    <span className={styles.money}>{money(unit)}</span>
                  </td>
                  <td className={`${table.cell} ${table.align.start}`}>
                    <div className={styles.quantity}>
                      <NumberField
                        aria-label={t`Quantity of ${name}`}
                        value={line.count}
                        minValue={1}
                        maxValue={CART_ITEM_MAX_COUNT}
                        onChange={(count) => {
                          if (Number.isInteger(count) && count !== line.count) onCountChange(line.id, count);
                        }}
                      />
                    </div>
                  </td>
                  <td className={`${table.cell} ${table.align.end}`}>
                    <span className={styles.money}>{money(unit * line.count)}</span>
                  </td>
                  <td className={`${table.cell} ${table.align.start}`}>
                    <Button
                      ref={(button: HTMLButtonElement | null) => {
                        if (button) removeButtons.current.set(line.id, button);
                        else removeButtons.current.delete(line.id);
                      }}
                      variant="ghost"
                      tone="critical"
                      size="small"
                      icon={<TrashIcon size="small" />}
                      aria-label={t`Remove ${name}`}
                      onPress={() =>
                        setDialog(canRemoveCartItem(items.length) ? { kind: 'confirm', line } : { kind: 'lastItem' })
                      }
                    >
                      {t`Remove`}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className={styles.summary}>
        <span className={styles.selectedCount}>{t`${selectedCount} of ${lineCount} selected`}</span>
        <span className={styles.spacer} />
        {selectionReason ? (
          <span id={messageId} className={styles.selectionError}>
            {messageForReason(selectionReason)}
          </span>
        ) : null}
        <span className={styles.total}>
          <span>{t`Total`}</span>
          <span className={styles.totalAmount}>{total}</span>
        </span>
        <Button
          size="large"
          isDisabled={selectionReason !== null}
          isPending={isCheckoutPending}
          aria-describedby={selectionReason ? messageId : undefined}
          onPress={() => onCheckout(items.map((line) => line.id).filter((id) => selected.has(id)))}
        >
          {t`Check out`}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={dialog?.kind === 'confirm'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        isDestructive
        title={t`Remove this item?`}
        confirmLabel={t`Remove`}
        onConfirm={() => {
          if (dialog?.kind !== 'confirm') return undefined;
          removal.current = { id: dialog.line.id, index: items.findIndex((line) => line.id === dialog.line.id), items };
          return onRemove(dialog.line.id);
        }}
      >
        {clientMessage('confirmDelete')}
      </ConfirmDialog>
      <MessageDialog
        isOpen={dialog?.kind === 'lastItem'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title={t`This item stays in your cart`}
      >
        {clientMessage('lastItemUndeletable')}
      </MessageDialog>
    </div>
  );
}

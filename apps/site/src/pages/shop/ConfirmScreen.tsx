import { useLingui } from '@lingui/react/macro';
import { isApiError, useAddresses, useCart, useCreateGoodsOrder, useMyInvoice } from '@kankan/api';
import {
  COUNTRY,
  DOMESTIC_ADDRESS_COUNTRY,
  INVOICE_TYPE,
  PAY_TYPE,
  SHIPPING_PROMISE,
  currencyFor,
  deliveryGap,
  invoiceGap,
  type CheckoutInvoiceChoice,
} from '@kankan/domain';
import { clientMessage } from '@kankan/i18n';
import {
  Button,
  Heading,
  InlineAlert,
  LinkButton,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
  type SavedAddress,
} from '@kankan/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AddressEditing } from '../account/information/AddressDialog.tsx';
import { savedAddresses } from '../account/information/addresses.ts';
import { OrderLines, type OrderLine } from './OrderLines.tsx';
import { ShopBox, ShopPage, parseGoods, useShopRegion } from './ShopPage.tsx';
import { PartPending } from '../../app/screenPart.tsx';

// The address form (with the region list), the invoice editor and the dialogs load when their dialog first opens.
const MessageDialog = lazy(() => import('../dialogParts.ts').then((module) => ({ default: module.MessageDialog })));
const Modal = lazy(() => import('../dialogParts.ts').then((module) => ({ default: module.Modal })));
const Dialog = lazy(() => import('../dialogParts.ts').then((module) => ({ default: module.Dialog })));
const AddressDialog = lazy(() =>
  import('../account/information/AddressDialog.tsx').then((module) => ({ default: module.AddressDialog })),
);
const InvoiceTitlesEditor = lazy(() =>
  import('../account/information/InvoiceTitleSection.tsx').then((module) => ({ default: module.InvoiceTitlesEditor })),
);

/** The address as one line: country, region (stored in Chinese), detail. */
function AddressLine({ address }: { address: SavedAddress }) {
  const { t } = useLingui();
  const country = address.country === DOMESTIC_ADDRESS_COUNTRY ? t`China` : address.country;
  const region = [address.province, address.city, address.district].filter(Boolean).join(' ');
  return (
    <>
      {country} <span lang="zh-CN">{region}</span> {address.detail}
    </>
  );
}

/**
 * The order confirmation (/mall/confirm?goods=…, spec 2.3, 5): the chosen cart lines, the delivery address (a saved
 * one, or one added here with the region picker), the invoice (none, or the saved ordinary or special information,
 * filled in here when missing), the shipping promise and the total. Missing or incomplete delivery or invoice
 * information stops the order with messages 17-20 at its section. Placing the order creates it on the server, which
 * takes the lines out of the cart, and goes on to the payment centre with the order's number.
 */
export default function ConfirmScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const region = useShopRegion();
  const currency = currencyFor(region);
  const international = region === 'international';
  const goods = parseGoods(params.get('goods'));
  const cart = useCart();
  const addresses = useAddresses();
  const ordinary = useMyInvoice(INVOICE_TYPE.ordinary);
  const special = useMyInvoice(INVOICE_TYPE.special);
  const create = useCreateGoodsOrder();
  const [chosenAddress, setChosenAddress] = useState<number | null>(null);
  const [knownAddresses, setKnownAddresses] = useState<number[] | null>(null);
  const [editing, setEditing] = useState<AddressEditing | null>(null);
  // Mounted from the first opening on, so the dialog can close with its animation.
  const [addressFormUsed, setAddressFormUsed] = useState(false);
  const [invoiceChoice, setInvoiceChoice] = useState<CheckoutInvoiceChoice>(0);
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [orderFailure, setOrderFailure] = useState<string | null>(null);

  const list = savedAddresses(addresses.data ?? []);
  // A just-added address is chosen; otherwise the first saved one until the customer picks another.
  const added = knownAddresses ? list.find((address) => !knownAddresses.includes(address.id)) : undefined;
  if (added) {
    setKnownAddresses(null);
    setChosenAddress(added.id);
  }
  const address = list.find((item) => item.id === chosenAddress) ?? list[0] ?? null;

  const lines: OrderLine[] = (cart.data ?? [])
    .filter((item) => goods.includes(item.goodsId))
    .map((item) => ({
      kind: item.goodsId,
      name: '',
      count: item.goodsCount,
      unitPrice: international ? item.dollarPrice : item.price,
    }));
  const total = lines.reduce((sum, line) => sum + line.unitPrice * line.count, 0);

  const savedInvoice =
    invoiceChoice === INVOICE_TYPE.special
      ? (special.data ?? null)
      : invoiceChoice === INVOICE_TYPE.ordinary
        ? (ordinary.data ?? null)
        : null;
  const invoiceTitle = savedInvoice?.title ?? '';
  const invoiceEmail = savedInvoice?.emailAddress ?? '';
  const delivery = addresses.isPending ? null : deliveryGap(address);
  const invoice = invoiceGap(invoiceChoice, savedInvoice);
  const invoiceLoading =
    (invoiceChoice === INVOICE_TYPE.ordinary ? ordinary : special).isPending && invoiceChoice !== 0;

  const shippingDays = SHIPPING_PROMISE.shopPageWorkingDays;

  const placeOrder = async () => {
    setAttempted(true);
    if (delivery || invoice || !address || lines.length === 0) return;
    try {
      const order = await create.mutateAsync({
        body: {
          receiverId: address.id,
          goods: lines.flatMap((line) => (line.kind === null ? [] : [{ goodsId: line.kind, goodsCount: line.count }])),
          payType: international ? PAY_TYPE.international : PAY_TYPE.domesticWallet1,
          abroad: international ? COUNTRY.abroad : COUNTRY.domestic,
          invoiceType: invoiceChoice,
        },
      });
      if (order) void navigate(`/mall/pay?orderSn=${encodeURIComponent(order.orderSn)}`, { replace: true });
    } catch (error) {
      // Order failures show in the error pop-up (spec 7.5); the choices stay as they were.
      setOrderFailure(isApiError(error) && error.kind !== 'invalid' ? error.message : clientMessage('orderInfoFailed'));
    }
  };

  if (cart.isPending || addresses.isPending) {
    return (
      <ShopPage
        title={t`Confirm your order`}
        summary={t`Check the items, the delivery address and the invoice before you pay.`}
      >
        <ShopBox>
          <Skeleton variant="text" lines={8} />
        </ShopBox>
      </ShopPage>
    );
  }

  return (
    <ShopPage
      title={t`Confirm your order`}
      summary={t`Check the items, the delivery address and the invoice before you pay.`}
    >
      <ShopBox>
        <Stack space="large">
          <Heading level={2} visualLevel={4}>{t`Items`}</Heading>
          {cart.isError ? (
            <InlineAlert tone="critical">{t`Your cart could not be loaded. Please reload the page.`}</InlineAlert>
          ) : lines.length === 0 ? (
            <InlineAlert
              tone="caution"
              action={<LinkButton href="/mall/cart" size="small">{t`Back to the cart`}</LinkButton>}
            >
              {t`None of the chosen items is in your cart any more. Choose them again in the cart.`}
            </InlineAlert>
          ) : (
            <OrderLines lines={lines} currency={currency} total={total} />
          )}
        </Stack>
      </ShopBox>

      <ShopBox>
        <Stack space="large">
          <Heading level={2} visualLevel={4}>{t`Delivery address`}</Heading>
          {addresses.isError ? (
            <InlineAlert tone="critical">{t`Your addresses could not be loaded. Please reload the page.`}</InlineAlert>
          ) : list.length > 0 ? (
            <RadioGroup
              aria-label={t`Delivery address`}
              value={address ? String(address.id) : null}
              onChange={(value) => setChosenAddress(Number(value))}
            >
              {list.map((item) => (
                <Radio key={item.id} value={String(item.id)} description={<AddressLine address={item} />}>
                  {`${item.receiver} ${item.phone}`}
                </Radio>
              ))}
            </RadioGroup>
          ) : (
            <Text tone="muted" as="p">{t`You have no saved address yet. Add the address we should deliver to.`}</Text>
          )}
          {attempted && delivery ? (
            <InlineAlert tone="critical" isLive>
              {clientMessage(delivery === 'missing' ? 'saveDeliveryInfo' : 'completeDeliveryInfo')}
            </InlineAlert>
          ) : null}
          <div>
            <Button
              variant="outline"
              tone="neutral"
              onPress={() => {
                setKnownAddresses(list.map((item) => item.id));
                setAddressFormUsed(true);
                setEditing({ kind: 'new' });
              }}
            >
              {t`Add a new address`}
            </Button>
          </div>
        </Stack>
      </ShopBox>

      <ShopBox>
        <Stack space="large">
          <Heading level={2} visualLevel={4}>{t`Invoice`}</Heading>
          <RadioGroup
            aria-label={t`Invoice`}
            orientation="horizontal"
            value={String(invoiceChoice)}
            onChange={(value) => setInvoiceChoice(Number(value) as CheckoutInvoiceChoice)}
          >
            <Radio value="0">{t`No invoice`}</Radio>
            <Radio value={String(INVOICE_TYPE.ordinary)}>{t`Ordinary e-mail invoice`}</Radio>
            <Radio value={String(INVOICE_TYPE.special)}>{t`Special VAT invoice`}</Radio>
          </RadioGroup>
          {invoiceChoice === 0 ? null : invoiceLoading ? (
            <Skeleton variant="text" lines={2} />
          ) : (
            <Stack space="medium">
              {savedInvoice ? (
                <Text as="p">
                  {t`Invoice title: ${invoiceTitle}`}
                  <br />
                  {t`Sent to: ${invoiceEmail}`}
                </Text>
              ) : (
                <Text tone="muted" as="p">{t`No invoice information of this type is saved yet.`}</Text>
              )}
              {invoice && (attempted || invoice === 'incomplete') ? (
                <InlineAlert tone="critical" isLive>
                  {clientMessage(invoice === 'missing' ? 'saveInvoiceInfo' : 'completeInvoiceInfo')}
                </InlineAlert>
              ) : null}
              {savedInvoice ? null : (
                <div>
                  <Button variant="outline" tone="neutral" onPress={() => setInvoiceOpen(true)}>
                    {t`Fill in the invoice information`}
                  </Button>
                </div>
              )}
            </Stack>
          )}
        </Stack>
      </ShopBox>

      <ShopBox>
        <Stack space="large" align="right">
          <Text
            tone="muted"
            as="p"
          >{t`Shipped within ${shippingDays} working days after payment, with free express delivery.`}</Text>
          <Button
            size="large"
            isPending={create.isPending}
            isDisabled={lines.length === 0}
            onPress={() => void placeOrder()}
          >
            {t`Place order`}
          </Button>
        </Stack>
      </ShopBox>

      {addressFormUsed ? (
        <Suspense fallback={<PartPending />}>
          <AddressDialog editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      {orderFailure !== null ? (
        <Suspense fallback={<PartPending />}>
          <MessageDialog
            isOpen={orderFailure !== null}
            onOpenChange={(open) => (open ? undefined : setOrderFailure(null))}
            title={t`Your order was not placed`}
          >
            {orderFailure}
          </MessageDialog>
        </Suspense>
      ) : null}
      {invoiceOpen ? (
        <Suspense fallback={<PartPending />}>
          <Modal isOpen={invoiceOpen} onOpenChange={setInvoiceOpen} size="detail">
            <Dialog title={t`Invoice information`}>
              <Suspense fallback={<Skeleton variant="text" lines={4} />}>
                <InvoiceTitlesEditor
                  defaultType={invoiceChoice === INVOICE_TYPE.special ? INVOICE_TYPE.special : INVOICE_TYPE.ordinary}
                />
              </Suspense>
            </Dialog>
          </Modal>
        </Suspense>
      ) : null}
    </ShopPage>
  );
}

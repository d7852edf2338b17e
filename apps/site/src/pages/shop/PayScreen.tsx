import { useLingui } from '@lingui/react/macro';
import { useOrderDetail } from '@kankan/api';
import { PAY_ORDER_TYPE, type CartItemKind } from '@kankan/domain';
import { formatMoney } from '@kankan/i18n';
import { Button, Heading, InlineAlert, Inline, LinkButton, Skeleton, Stack, Text } from '@kankan/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PartPending } from '../../app/screenPart.tsx';
import { useSession } from '../../app/SiteContext.tsx';
import { OrderLines } from './OrderLines.tsx';
import { ShopBox, ShopPage } from './ShopPage.tsx';
import { isClosedOrder, ShopOrderTimeline } from './ShopOrderTimeline.tsx';

// The account deletion entry and its dialog load after the payment screen itself: paying comes first here.
// The payment pop-up loads when the customer pays.
const PaymentPopup = lazy(() =>
  import('../account/payment/PaymentPopup.tsx').then((module) => ({ default: module.PaymentPopup })),
);
const AccountDeletionEntry = lazy(() =>
  import('../account/deletion/AccountDeletionEntry.tsx').then((module) => ({ default: module.AccountDeletionEntry })),
);

/** One fact of the order: its name, muted, then its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Inline space="medium" alignY="center">
      <Text tone="muted">{label}</Text>
      <Text>{children}</Text>
    </Inline>
  );
}

/**
 * The payment centre (/mall/pay?orderSn=…, spec 2.5, 4): the current account, the order's lines and the amount the
 * server priced it at, and the payment pop-up (method, QR code with the prompt, 5 s polling; the provider for a
 * dollar order). The order's number in the address keeps it across a reload. A paid, cancelled or expired order
 * shows where it is instead. The account deletion the spec places here is the account area's own entry: the request
 * dialog, or the days left and the cancel action while a request is pending.
 */
export default function PayScreen() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const orderSn = params.get('orderSn');
  const session = useSession();
  const order = useOrderDetail(orderSn);
  const [isPaying, setPaying] = useState(true);
  const detail = order.data ?? null;
  const payable = detail !== null && !detail.paidAt && detail.status === 0;
  const account = session.info?.userName ?? session.name ?? '';

  return (
    <ShopPage title={t`Payment centre`} summary={t`Pay for your order with the payment method that suits you.`}>
      <ShopBox>
        {!orderSn ? (
          <InlineAlert
            tone="caution"
            action={<LinkButton href="/mall/cart" size="small">{t`Go to the cart`}</LinkButton>}
          >
            {t`There is no order to pay here. Place an order from your cart first.`}
          </InlineAlert>
        ) : order.isPending ? (
          <Skeleton variant="text" lines={6} />
        ) : !detail ? (
          <InlineAlert
            tone="critical"
            action={<LinkButton href="/manage/order" size="small">{t`My orders`}</LinkButton>}
          >
            {t`This order could not be found. Your orders are listed under My orders.`}
          </InlineAlert>
        ) : (
          <Stack space="xlarge">
            <Stack space="small">
              <Fact label={t`Account`}>{account}</Fact>
              <Fact label={t`Order number`}>{detail.orderSn}</Fact>
              <Fact label={t`Amount payable`}>
                <Text as="strong" size="large" weight="bold" tabularNums>
                  {formatMoney(detail.amount, detail.currency, { decimals: 2 })}
                </Text>
              </Fact>
            </Stack>
            <OrderLines
              lines={detail.items.map((item) => ({
                kind: item.goodsId as CartItemKind | null,
                name: item.name,
                count: item.goodsCount,
                unitPrice: item.price,
              }))}
              currency={detail.currency}
              total={detail.amount}
            />
            {payable ? (
              <Inline space="medium" alignY="center" justify="end">
                <Button size="large" onPress={() => setPaying(true)}>
                  {t`Pay now`}
                </Button>
              </Inline>
            ) : (
              <Stack space="large">
                <Heading level={2} visualLevel={4}>{t`Order progress`}</Heading>
                {isClosedOrder(detail) ? (
                  <InlineAlert tone="caution">{t`This order was not paid in time and can no longer be paid. Please order again.`}</InlineAlert>
                ) : (
                  <InlineAlert tone="positive">{t`This order is paid.`}</InlineAlert>
                )}
                <ShopOrderTimeline order={detail} />
                <div>
                  <LinkButton
                    href={`/manage/order/${encodeURIComponent(detail.orderSn)}`}
                    variant="outline"
                    tone="neutral"
                  >
                    {t`View the order`}
                  </LinkButton>
                </div>
              </Stack>
            )}
          </Stack>
        )}
      </ShopBox>
      <ShopBox>
        <Stack space="medium">
          <Heading level={2} visualLevel={4}>{t`Account deletion`}</Heading>
          <Suspense fallback={<Skeleton variant="text" lines={2} />}>
            <AccountDeletionEntry />
          </Suspense>
        </Stack>
      </ShopBox>
      {payable && isPaying ? (
        <Suspense fallback={<PartPending />}>
          <PaymentPopup
            isOpen={isPaying}
            onOpenChange={setPaying}
            orderType={PAY_ORDER_TYPE.goods}
            region={detail.currency === 'USD' ? 'international' : 'domestic'}
            createOrder={async () => ({ id: detail.id, orderSn: detail.orderSn, amount: detail.amount })}
            resultPath={`/payresult/1/${PAY_ORDER_TYPE.goods}?orderSn=${encodeURIComponent(detail.orderSn)}`}
          />
        </Suspense>
      ) : null}
    </ShopPage>
  );
}

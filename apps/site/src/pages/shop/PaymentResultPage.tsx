import { useLingui } from '@lingui/react/macro';
import { useOrderDetail } from '@kankan/api';
import {
  orderTabOfPayOrderType,
  PAY_ORDER_TYPE,
  type PayOrderType,
  type PaymentResultDestination,
} from '@kankan/domain';
import { Box, Container, Heading, LinkButton, PaymentResult, Skeleton, Stack, Text } from '@kankan/ui';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ShopOrderTimeline } from './ShopOrderTimeline.tsx';

const DESTINATION_PATHS: Record<PaymentResultDestination, string> = {
  cameras: '/manage/device',
  orders: '/manage/order',
  downloads: '/manage/fileDown',
};

/** The order type of the address (`/payresult/{isSuccess}/{type}`); goods when it is not one of the five. */
function payOrderTypeOf(value: string | undefined): PayOrderType {
  const known = Object.values(PAY_ORDER_TYPE) as number[];
  const number = Number(value);
  return known.includes(number) ? (number as PayOrderType) : PAY_ORDER_TYPE.goods;
}

/** A shop order's timeline under its result, and the way back to pay it again after a failure. */
function ShopOrderProgress({ orderSn, isSuccess }: { orderSn: string; isSuccess: boolean }) {
  const { t } = useLingui();
  const order = useOrderDetail(orderSn);
  if (!order.data) return null;
  return (
    <Box background="surface" borderRadius="large" padding="xxlarge">
      <Stack space="large">
        <Heading level={2} visualLevel={4}>{t`Order progress`}</Heading>
        <ShopOrderTimeline order={order.data} />
        {isSuccess || order.data.paidAt || order.data.status !== 0 ? null : (
          <div>
            <LinkButton href={`/mall/pay?orderSn=${encodeURIComponent(orderSn)}`}>{t`Pay again`}</LinkButton>
          </div>
        )}
      </Stack>
    </Box>
  );
}

/**
 * A success address with no paid order of this account behind it (no number, another account's order, an unpaid
 * one): it says so instead of "payment received".
 */
function NoPaidOrder() {
  const { t } = useLingui();
  return (
    <Stack space="large">
      <Heading level={1}>{t`No paid order found`}</Heading>
      <Text as="p">{t`This page has no payment of your account to confirm. Your orders show what has been paid.`}</Text>
      <div>
        <LinkButton href="/manage/order">{t`Go to My orders`}</LinkButton>
      </div>
    </Stack>
  );
}

/** While the order is looked up: the page already says what it is doing, under its own heading. */
function CheckingPayment() {
  const { t } = useLingui();
  return (
    <Stack space="large">
      <Heading level={1}>{t`Checking your payment`}</Heading>
      <Skeleton lines={4} />
    </Stack>
  );
}

/**
 * /payresult/{isSuccess}/{type} (spec 2.5): where the payment provider returns the user. Shows success or failure,
 * then counts down to my cameras (points, storage), my orders (goods, membership) or the download area (a scene
 * download). A shop order's number
 * (`?orderSn=`) adds its timeline, and the countdown goes to that order's page.
 */
export default function PaymentResultPage() {
  const { isSuccess, type } = useParams();
  const [params] = useSearchParams();
  const orderSn = params.get('orderSn');
  const navigate = useNavigate();
  const type_ = payOrderTypeOf(type);
  const succeeded = isSuccess === '1' || isSuccess === 'true';
  const shopOrder = type_ === PAY_ORDER_TYPE.goods && orderSn ? orderSn : null;
  // Success is shown only for a paid order of the signed-in account (the detail call answers only its own orders).
  const paidOrder = useOrderDetail(orderSn, { enabled: succeeded });
  const confirmed = Boolean(paidOrder.data?.paidAt) && paidOrder.data?.kind === type_;
  if (succeeded && !confirmed) {
    return (
      <Box as="main" background="surfaceSunken" paddingY="xxlarge">
        <Container width="narrow">{orderSn && paidOrder.isPending ? <CheckingPayment /> : <NoPaidOrder />}</Container>
      </Box>
    );
  }
  return (
    <Box as="main" background="surfaceSunken" paddingY="xxlarge">
      <Container width="narrow">
        <Stack space="xlarge">
          <PaymentResult
            isSuccess={succeeded}
            type={type_}
            onRedirect={(destination) =>
              void navigate(
                shopOrder && destination === 'orders'
                  ? `/manage/order/${encodeURIComponent(shopOrder)}`
                  : destination === 'orders'
                    ? `${DESTINATION_PATHS.orders}?tab=${orderTabOfPayOrderType(type_)}`
                    : DESTINATION_PATHS[destination],
              )
            }
          />
          {shopOrder ? <ShopOrderProgress orderSn={shopOrder} isSuccess={succeeded} /> : null}
        </Stack>
      </Container>
    </Box>
  );
}

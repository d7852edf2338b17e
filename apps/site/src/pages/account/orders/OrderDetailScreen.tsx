import { useLingui } from '@lingui/react/macro';
import { useOrderDetail } from '@kankan/api';
import type { CartItemKind } from '@kankan/domain';
import { formatDateTime } from '@kankan/i18n';
import { Box, Heading, InlineAlert, LinkButton, Skeleton, Stack, Text } from '@kankan/ui';
import { useParams } from 'react-router';
import { OrderLines } from '../../shop/OrderLines.tsx';
import { ShopOrderTimeline } from '../../shop/ShopOrderTimeline.tsx';

/**
 * One order of my orders (/manage/order/:orderSn): its lines and amount, and for a shop order the tracking timeline
 * (ordered, paid, shipped, received, with dates). An unpaid order that can still be paid leads to the payment centre.
 */
export default function OrderDetailScreen() {
  const { t } = useLingui();
  const { orderSn = '' } = useParams();
  const order = useOrderDetail(orderSn);
  const detail = order.data ?? null;
  const created = detail ? formatDateTime(Date.parse(detail.createTime)) : '';

  return (
    <Stack space="xlarge">
      <Box background="surface" borderRadius="large" padding="xxlarge">
        <Stack space="medium">
          <Heading level={1} visualLevel={2}>
            {t`Order ${orderSn}`}
          </Heading>
          {detail ? (
            <Text tone="muted" as="p">
              {t`Placed on ${created}`}
            </Text>
          ) : null}
        </Stack>
      </Box>
      <Box background="surface" borderRadius="large" padding="xxlarge">
        {order.isPending ? (
          <Skeleton variant="text" lines={6} />
        ) : !detail ? (
          <InlineAlert
            tone="critical"
            action={
              <LinkButton href="/manage/order" size="small">
                {t`My orders`}
              </LinkButton>
            }
          >
            {t`This order could not be found. Your orders are listed under My orders.`}
          </InlineAlert>
        ) : (
          <Stack space="xlarge">
            {detail.kind === 3 ? (
              <Stack space="large">
                <Heading level={2} visualLevel={4}>{t`Order progress`}</Heading>
                <ShopOrderTimeline order={detail} />
              </Stack>
            ) : null}
            <Stack space="large">
              <Heading level={2} visualLevel={4}>{t`Items`}</Heading>
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
            </Stack>
            {detail.kind === 3 && !detail.paidAt && detail.status === 0 ? (
              <div>
                <LinkButton href={`/mall/pay?orderSn=${encodeURIComponent(detail.orderSn)}`}>{t`Pay now`}</LinkButton>
              </div>
            ) : null}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

import {
  CART_ITEM_KIND,
  isSupportedLocale,
  paymentRegion,
  type CartItemKind,
  type PaymentRegion,
} from '@kankan/domain';
import { useLingui } from '@lingui/react/macro';
import { Box, Container, Heading, Stack, Text } from '@kankan/ui';
import type { ReactNode } from 'react';

/**
 * The frame of the cart, confirmation and payment screens: the sunken page, the heading box and the screen's own
 * boxes below it.
 */
export function ShopPage({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <Box as="main" background="surfaceSunken" paddingY="xxlarge">
      <Container>
        <Stack space="xlarge">
          <Box background="surface" borderRadius="large" padding="xxlarge">
            <Stack space="medium">
              <Heading level={1} visualLevel={2}>
                {title}
              </Heading>
              <Text tone="muted" as="p">
                {summary}
              </Text>
            </Stack>
          </Box>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/** A content box of a shop screen. */
export function ShopBox({ children }: { children: ReactNode }) {
  return (
    <Box background="surface" borderRadius="large" padding="xxlarge">
      {children}
    </Box>
  );
}

/** The shop's prices and payment: RMB and the domestic wallets in Chinese, US dollars and the provider in English. */
export function useShopRegion(): PaymentRegion {
  const { i18n } = useLingui();
  return paymentRegion({ country: null, locale: isSupportedLocale(i18n.locale) ? i18n.locale : 'zh' });
}

const GOODS_KINDS: readonly CartItemKind[] = Object.values(CART_ITEM_KIND);

/** The goods kinds of the confirmation's address (`?goods=4,7`): the cart lines chosen to order, in cart order. */
export function parseGoods(value: string | null): CartItemKind[] {
  const kinds = (value ?? '').split(',').map(Number);
  return GOODS_KINDS.filter((kind) => kinds.includes(kind));
}

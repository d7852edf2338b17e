import { useLingui } from '@lingui/react/macro';
import { FeatureGrid, Link, Stack, type FeatureItem } from '@kankan/ui';
import * as styles from './blocks.css.ts';
import { useProducts, type ProductId } from './catalogue.ts';

export interface ProductLineupProps {
  /** Products to show, in order. Default: all four. */
  ids?: readonly ProductId[];
  /** `page` links to the product pages (default), `shop` to the shop pages. */
  target?: 'page' | 'shop';
}

/** The product cards: drawing, name, what it is for, price (or pre-sale) and a link. */
export function ProductLineup({ ids = ['pro', 'lite', 'minion', 'zhijia'], target = 'page' }: ProductLineupProps) {
  const { t } = useLingui();
  const products = useProducts();
  const items: FeatureItem[] = ids.map((id) => {
    const product = products[id];
    return {
      id,
      icon: <product.Art decorative />,
      title: product.name,
      text: product.tagline,
      // Price above link on every card: side by side, a long name would wrap on some cards and not on others.
      action: (
        <Stack space="small" align="left">
          <span className={styles.price}>{product.price ? t`About ${product.price}` : t`Pre-sale`}</span>
          <Link href={target === 'shop' ? product.shopPage : product.page} variant="standalone">
            {target === 'shop' ? t`Shop ${product.name}` : t`Learn about ${product.name}`}
          </Link>
        </Stack>
      ),
    };
  });
  return <FeatureGrid items={items} columns={ids.length >= 4 ? 4 : ids.length === 3 ? 3 : 2} variant="card" />;
}

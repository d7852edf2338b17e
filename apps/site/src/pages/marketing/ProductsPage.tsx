import { useLingui } from '@lingui/react/macro';
import { CAMERA_SPECS, UPLOAD_SPEED_MB_S } from '@kankan/domain';
import { Inline, Link, LinkButton, PageHero, PageSection, PointCloudIllustration, SpecFigures } from '@kankan/ui';
import { Paragraph, PriceTag, SplitRow } from './blocks.tsx';
import { useProducts, type Product } from './catalogue.ts';

const pro = CAMERA_SPECS.pro;
const lite = CAMERA_SPECS.lite;

function ProductLinks({ product }: { product: Product }) {
  const { t } = useLingui();
  return (
    <Inline space="large" alignY="center">
      {product.price && <PriceTag price={product.price} />}
      <LinkButton href={product.page}>{t`Learn about ${product.name}`}</LinkButton>
      <Link href={product.shopPage} variant="standalone">
        {product.cartKind === null ? t`Pre-order` : t`Buy now`}
      </Link>
    </Inline>
  );
}

/** The products overview (`/coreProducts`): each camera and the tripod set with its key figures. */
export default function ProductsPage() {
  const { t } = useLingui();
  const products = useProducts();
  const { width, height } = pro.resolution;
  return (
    <main>
      <PageHero
        title={t`Cameras for every space`}
        lead={t`Every camera shoots with the same app and builds its scenes in the same cloud. Choose by the size of the spaces you capture and how often you capture them.`}
        art={<PointCloudIllustration />}
      />
      <PageSection id="pro" title={products.pro.name} lead={products.pro.tagline}>
        <SplitRow art={<products.pro.Art decorative />}>
          <SpecFigures
            size="medium"
            columns={2}
            items={[
              { id: 'lenses', value: pro.lenses, label: t`lenses firing together` },
              { id: 'resolution', value: t`${width}×${height}`, label: t`pixels in every panorama` },
            ]}
          />
          <ProductLinks product={products.pro} />
        </SplitRow>
      </PageSection>
      <PageSection id="lite" background="subtle" title={products.lite.name} lead={products.lite.tagline}>
        <SplitRow artFirst art={<products.lite.Art decorative />}>
          <SpecFigures
            size="medium"
            columns={2}
            items={[
              { id: 'weight', value: lite.weightG, unit: t`g`, label: t`lighter than most phones` },
              { id: 'battery', value: lite.batteryMah, unit: t`mAh`, label: t`battery capacity` },
            ]}
          />
          <ProductLinks product={products.lite} />
        </SplitRow>
      </PageSection>
      <PageSection id="minion" title={products.minion.name} lead={products.minion.tagline}>
        <SplitRow art={<products.minion.Art decorative />}>
          <SpecFigures
            size="medium"
            columns={2}
            items={[
              {
                id: 'upload',
                value: UPLOAD_SPEED_MB_S.mini,
                unit: t`MB/s`,
                label: t`upload speed, the fastest in our range`,
              },
            ]}
          />
          <ProductLinks product={products.minion} />
        </SplitRow>
      </PageSection>
      <PageSection id="zhijia" background="subtle" title={products.zhijia.name} lead={products.zhijia.tagline}>
        <SplitRow artFirst art={<products.zhijia.Art decorative />}>
          <Paragraph>
            {t`Level, repeatable points make cleaner stitching and floor plans that line up. The set packs into its own bag and goes wherever the Pro goes.`}
          </Paragraph>
          <ProductLinks product={products.zhijia} />
        </SplitRow>
      </PageSection>
      <PageSection
        background="dark"
        align="center"
        title={t`Not sure which camera fits?`}
        lead={t`Browse scenes captured with each camera, or ask our team about your spaces.`}
      >
        <Inline space="medium" justify="center">
          <LinkButton href="/cases/all" size="large">
            {t`See all cases`}
          </LinkButton>
          <LinkButton href="/distributor" size="large" variant="outline">
            {t`Find a distributor`}
          </LinkButton>
        </Inline>
      </PageSection>
    </main>
  );
}

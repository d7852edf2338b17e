import { useLingui } from '@lingui/react/macro';
import { BASE_CAPACITY_GB, CAMERA_SPECS, SHIPPING_PROMISE, UPLOAD_SPEED_MB_S } from '@kankan/domain';
import {
  FeatureGrid,
  Inline,
  Link,
  LinkButton,
  PageHero,
  PageSection,
  PointCloudIllustration,
  ProCameraIllustration,
  SpecFigures,
  SpecTable,
  WireframeRoomIllustration,
} from '@kankan/ui';
import { ArtPair, PriceTag } from './blocks.tsx';
import { useProducts } from './catalogue.ts';

const pro = CAMERA_SPECS.pro;

/** The Pro product page (`/purchase`, also `/eight` and `/product`). */
export default function ProPage() {
  const { t } = useLingui();
  const product = useProducts().pro;
  const { width, height } = pro.resolution;
  const resolution = t`${width}×${height}`;
  const speed = UPLOAD_SPEED_MB_S.pro;
  const days = SHIPPING_PROMISE.elsewhereDays;
  return (
    <main>
      <PageHero
        eyebrow={product.name}
        title={t`Eight lenses. One press. The whole room.`}
        lead={t`The Pro takes a ${resolution} panorama with depth at every point, so large homes, halls and shops become measurable 3D spaces in a single visit.`}
        actions={
          <Inline space="xlarge" alignY="center">
            {product.price && <PriceTag price={product.price} />}
            <LinkButton href={product.shopPage} size="large">
              {t`Buy now`}
            </LinkButton>
            <LinkButton href="#specs" size="large" variant="outline">
              {t`Specifications`}
            </LinkButton>
          </Inline>
        }
        art={<ProCameraIllustration />}
      />
      <PageSection title={t`Made for professionals who capture every day`}>
        <SpecFigures
          items={[
            { id: 'lenses', value: pro.lenses, label: t`lenses firing together` },
            { id: 'resolution', value: resolution, label: t`pixels in every panorama` },
            { id: 'storage', value: pro.storageGb, unit: t`GB`, label: t`on-board storage` },
            { id: 'weight', value: pro.weightG, unit: t`g`, label: t`light enough to carry all day` },
          ]}
        />
      </PageSection>
      <PageSection
        background="subtle"
        title={t`What the eight lenses give you`}
        lead={t`One press at each point captures everything the cloud needs to rebuild the room.`}
      >
        <FeatureGrid
          columns={3}
          items={[
            {
              id: 'sync',
              title: t`All lenses at once`,
              text: t`Six lenses around the horizon and one each up and down fire together, so a person walking past never splits a panorama.`,
            },
            {
              id: 'depth',
              title: t`Depth in every shot`,
              text: t`Each point records depth with the image, and the cloud builds a point cloud precise enough to measure rooms, doors and windows.`,
            },
            {
              id: 'floors',
              title: t`Whole buildings`,
              text: t`Multi-floor capture keeps every level in one coordinate system, with the stairs and lifts between them linked.`,
            },
            {
              id: 'storage',
              title: t`Shoot now, upload later`,
              text: t`${pro.storageGb} GB on the camera keeps your shots safe until you are ready to upload from the app.`,
            },
            {
              id: 'upload',
              title: t`Fast uploads`,
              text: t`Scenes travel from the camera to the cloud at up to ${speed} MB/s.`,
            },
            {
              id: 'cloud',
              title: t`Cloud capacity included`,
              text: t`The Pro comes with ${BASE_CAPACITY_GB} GB of cloud capacity, room for about ${BASE_CAPACITY_GB} scenes of 200 m², and grows with a plan when you need more.`,
            },
          ]}
        />
      </PageSection>
      <PageSection
        background="dark"
        title={t`From points to a model you can measure`}
        lead={t`The cloud turns the points into a point cloud, then into a textured model with a floor plan, ready to share as a link.`}
      >
        <ArtPair first={<PointCloudIllustration />} second={<WireframeRoomIllustration />} />
      </PageSection>
      <PageSection id="specs" title={t`Specifications`} width="narrow">
        <SpecTable
          rows={[
            { id: 'lenses', label: t`Lenses`, value: t`${pro.lenses}: six around the horizon, one up, one down` },
            { id: 'resolution', label: t`Panorama resolution`, value: resolution },
            { id: 'storage', label: t`On-board storage`, value: t`${pro.storageGb} GB` },
            { id: 'weight', label: t`Weight`, value: t`${pro.weightG} g` },
            { id: 'upload', label: t`Upload speed`, value: t`Up to ${speed} MB/s` },
            {
              id: 'cloud',
              label: t`Cloud capacity`,
              value: t`${BASE_CAPACITY_GB} GB included; plans up to 1 TB by the month or the year`,
            },
            { id: 'price', label: t`Price`, value: product.price ? t`About ${product.price}` : '' },
            {
              id: 'shipping',
              label: t`Delivery`,
              value: t`Ships within ${days} days of payment, free express delivery`,
            },
          ]}
        />
      </PageSection>
      <PageSection
        background="subtle"
        align="center"
        title={t`Complete your kit`}
        lead={t`Add the tripod set for steady, level points, and pick a cloud plan sized to your projects.`}
      >
        <Inline space="large" justify="center" alignY="center">
          <LinkButton href={product.shopPage} size="large">
            {t`Buy the Pro`}
          </LinkButton>
          <LinkButton href="/purchasezhijia" size="large" variant="outline">
            {t`Tripod set`}
          </LinkButton>
          <Link href="/pricedetail" variant="standalone">
            {t`Capacity pricing`}
          </Link>
        </Inline>
      </PageSection>
    </main>
  );
}

import { useLingui } from '@lingui/react/macro';
import {
  BASE_CAPACITY_GB,
  CAMERA_SPECS,
  STORAGE_PLANS,
  UPLOAD_SPEED_MB_S,
  defaultBrand,
  hotlineHref,
} from '@kankan/domain';
import { formatCapacity } from '@kankan/i18n';
import {
  FeatureGrid,
  IndustryMotif,
  Inline,
  Link,
  LinkButton,
  PageHero,
  PageSection,
  PointCloudIllustration,
  ProCameraIllustration,
  SpecFigures,
  WireframeRoomIllustration,
  type FeatureItem,
} from '@kankan/ui';
import { ArtPair, StepNumber } from './blocks.tsx';
import { ProductLineup } from './ProductLineup.tsx';

const pro = CAMERA_SPECS.pro;
const largestPlan = STORAGE_PLANS[STORAGE_PLANS.length - 1];

/** The landing page: what the system does, the products, the Pro in figures, industries, cloud capacity. */
export default function HomePage() {
  const { t } = useLingui();
  const steps: FeatureItem[] = [
    {
      id: 'capture',
      icon: <StepNumber index={0} />,
      title: t`Capture`,
      text: t`Set the camera down, tap Shoot in the app and move on to the next point. Each point takes a full panorama with depth in seconds.`,
    },
    {
      id: 'compute',
      icon: <StepNumber index={1} />,
      title: t`Compute`,
      text: t`Upload from the app with one tap. The cloud aligns every point, builds the point cloud and the textured model, and draws the floor plan.`,
    },
    {
      id: 'share',
      icon: <StepNumber index={2} />,
      title: t`Share`,
      text: t`Send a link or a QR code, or embed the space on your website. Visitors walk, measure and open hotspots with nothing to install.`,
    },
  ];
  const industries: FeatureItem[] = [
    {
      id: 'realEstate',
      icon: <IndustryMotif name="realEstate" />,
      title: t`Real estate`,
      text: t`Open houses that never close: buyers tour a listing from anywhere, and agents spend their visits on serious buyers.`,
      action: <Link href="/conductHouse">{t`Real estate solution`}</Link>,
    },
    {
      id: 'museum',
      icon: <IndustryMotif name="museum" />,
      title: t`Museums and exhibitions`,
      text: t`Keep every exhibition as it stood, with labels and audio guides on the exhibits, open long after the doors close.`,
      action: <Link href="/conductExhibition">{t`Museum and exhibition solution`}</Link>,
    },
    {
      id: 'shop',
      icon: <IndustryMotif name="shop" />,
      title: t`E-commerce and retail`,
      text: t`Put the whole shop floor online and link each shelf to its product page, so browsing feels like being there.`,
      action: <Link href="/conductShop">{t`E-commerce solution`}</Link>,
    },
    {
      id: 'home',
      icon: <IndustryMotif name="home" />,
      title: t`Home design`,
      text: t`Measure a flat once and design on an exact model; show owners the plan inside their own rooms.`,
      action: <Link href="/conductSubject">{t`Home design solution`}</Link>,
    },
    {
      id: 'catering',
      icon: <IndustryMotif name="catering" />,
      title: t`Catering`,
      text: t`Let guests look around the dining room and the private rooms before they book, and show the kitchen you are proud of.`,
      action: <Link href="/conductSecury">{t`Catering solution`}</Link>,
    },
    {
      id: 'cases',
      icon: <IndustryMotif name="exhibition" />,
      title: t`Customer cases`,
      text: t`Walk through spaces our customers have captured: homes, halls, shops and restaurants.`,
      action: <Link href="/cases/all">{t`See all cases`}</Link>,
    },
  ];
  const { width, height } = pro.resolution;
  const resolution = t`${width}×${height}`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the unit option of formatCapacity, not text
  const largestSize = largestPlan ? formatCapacity(largestPlan.sizeGb, { unit: 'GB' }) : '';
  return (
    <main>
      <PageHero
        eyebrow={t`Pro eight-lens camera`}
        title={t`Every space, captured in 3D`}
        lead={t`An eight-lens camera, a phone app and a cloud that turn homes, shops and halls into 3D spaces anyone can walk through in a browser.`}
        actions={
          <>
            <LinkButton href="/purchase" size="large">
              {t`Explore the Pro`}
            </LinkButton>
            <LinkButton href="/coreProducts" size="large" variant="outline">
              {t`All products`}
            </LinkButton>
          </>
        }
        art={<ProCameraIllustration />}
      />
      <PageSection
        id="how"
        title={t`From capture to a shareable 3D space`}
        lead={t`No 3D modelling skills needed: the camera captures, the cloud computes, the browser shows.`}
      >
        <FeatureGrid items={steps} columns={3} />
        <ArtPair first={<PointCloudIllustration />} second={<WireframeRoomIllustration />} />
      </PageSection>
      <PageSection
        id="products"
        background="subtle"
        title={t`Choose your camera`}
        lead={t`From the eight-lens Pro for large venues to the pocket-sized Lite, every camera works with the same app and cloud.`}
      >
        <ProductLineup />
      </PageSection>
      <PageSection
        id="pro"
        background="dark"
        title={t`The Pro in figures`}
        lead={t`Built for professionals who capture every day.`}
      >
        <SpecFigures
          items={[
            { id: 'lenses', value: pro.lenses, label: t`lenses firing together` },
            { id: 'resolution', value: resolution, label: t`pixels in every panorama` },
            { id: 'storage', value: pro.storageGb, unit: t`GB`, label: t`on-board storage` },
            { id: 'weight', value: pro.weightG, unit: t`g`, label: t`light enough to carry all day` },
          ]}
        />
        <div>
          <LinkButton href="/purchase?id=specs" variant="outline">
            {t`See all Pro specifications`}
          </LinkButton>
        </div>
      </PageSection>
      <PageSection
        id="industries"
        title={t`Made for the way your industry works`}
        lead={t`The same capture serves a sales listing, an archive, a shop window or a design brief.`}
      >
        <FeatureGrid items={industries} columns={3} />
      </PageSection>
      <PageSection
        id="cloud"
        background="subtle"
        title={t`Cloud capacity that grows with you`}
        lead={t`Every account starts with ${BASE_CAPACITY_GB} GB, room for about ${BASE_CAPACITY_GB} scenes of 200 m². Add more by the month or the year when you need it.`}
      >
        <SpecFigures
          size="medium"
          items={[
            { id: 'base', value: BASE_CAPACITY_GB, unit: t`GB`, label: t`free for every account` },
            { id: 'largest', value: largestSize, label: t`the largest plan; contact us for more` },
            {
              id: 'upload',
              value: UPLOAD_SPEED_MB_S.pro,
              unit: t`MB/s`,
              label: t`upload speed from the Pro`,
            },
          ]}
        />
        <Inline space="large" alignY="center">
          <LinkButton href="/pricedetail">{t`Capacity pricing`}</LinkButton>
          <Link href="/mall/member" variant="standalone">
            {t`Member benefits`}
          </Link>
        </Inline>
      </PageSection>
      <PageSection
        id="contact"
        background="dark"
        align="center"
        title={t`See what your space could look like`}
        lead={t`Talk to our team about your project, or try a Pro on site with a distributor near you.`}
      >
        <Inline space="medium" justify="center">
          <LinkButton href={hotlineHref(defaultBrand)} size="large">
            {t`Call ${defaultBrand.hotline}`}
          </LinkButton>
          <LinkButton href="/distributor" size="large" variant="outline">
            {t`Find a distributor`}
          </LinkButton>
        </Inline>
      </PageSection>
    </main>
  );
}

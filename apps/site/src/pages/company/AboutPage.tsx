import { useLingui } from '@lingui/react/macro';
import {
  CAMERA_SPECS,
  UPLOAD_SPEED_MB_S,
  supportHoursWords,
  brandName,
  defaultBrand,
  hotlineHref,
} from '@kankan/domain';
import {
  FeatureGrid,
  Inline,
  Link,
  LinkButton,
  PageHero,
  PageSection,
  PointCloudIllustration,
  type FeatureItem,
} from '@kankan/ui';
import { Timeline, type TimelineEntry } from '../marketing/blocks.tsx';
import * as styles from './AboutPage.css.ts';

const pro = CAMERA_SPECS.pro;
const lite = CAMERA_SPECS.lite;

/** About us (`/about`): mission, company history as a timeline, and the brand's contact lines. */
export default function AboutPage() {
  const { t, i18n } = useLingui();
  const brand = brandName(i18n.locale === 'en' ? 'en' : 'zh');
  const [morning = '', afternoon = ''] = supportHoursWords(i18n.locale).ranges;
  const proLenses = pro.lenses;
  const liteLenses = lite.lenses;
  const liteWeight = lite.weightG;
  const { width, height } = pro.resolution;
  const proSpeed = UPLOAD_SPEED_MB_S.pro;
  const history: TimelineEntry[] = [
    {
      year: 2016,
      title: t`A small team and a big question`,
      text: t`Five engineers who had spent years on computer vision asked why showing a room online still meant a handful of flat photos. They set up a workshop and started building a camera that records depth along with the picture.`,
    },
    {
      year: 2018,
      title: t`The first camera: Lite`,
      text: t`The Lite put ${liteLenses} lenses in a body of ${liteWeight} g. Estate agents were the first to carry it from flat to flat, and their feedback shaped the phone app that still guides every shot.`,
    },
    {
      year: 2019,
      title: t`Capture moves to the cloud`,
      text: t`Stitching, depth and model building moved from the laptop to our cloud. Customers now upload from the app and get back a 3D space they can share as a link, with nothing to install for their visitors.`,
    },
    {
      year: 2020,
      title: t`Distributors across the country`,
      text: t`Local distributors began selling, demonstrating and servicing our cameras, so customers can try a camera on site and get help in their own city.`,
    },
    {
      year: 2021,
      title: t`The eight-lens Pro`,
      text: t`The Pro fires ${proLenses} lenses at once and takes ${width}×${height} panoramas, so museums, showrooms and large shops can be captured in one visit with detail close enough to read the labels.`,
    },
    {
      year: 2023,
      title: t`Dome video and measurements`,
      text: t`Scenes gained dome video, measurements taken straight in the browser and faster uploads of up to ${proSpeed} MB/s from the Pro.`,
    },
    {
      year: 2024,
      title: t`The Minion and an English site`,
      text: t`The compact Minion camera joined the family for quick everyday capture, and customers outside China can now buy, upload and share in English.`,
    },
    {
      year: 2025,
      title: t`AI interior design`,
      text: t`Design studios began trying AI interior design, which turns a scanned room into restyled proposals built on its real dimensions.`,
    },
  ];
  const values: FeatureItem[] = [
    {
      id: 'precise',
      title: t`Precise`,
      text: t`A 3D space is only useful if it is true to the room. We measure our cameras against tape and laser, point by point.`,
    },
    {
      id: 'simple',
      title: t`Simple`,
      text: t`Anyone who can use a phone can capture a space. The hard work happens in the cloud, not in the customer's evening.`,
    },
    {
      id: 'dependable',
      title: t`Dependable`,
      text: t`Customers build their business on their scenes, so we keep them safe, keep them online and answer the phone when something goes wrong.`,
    },
  ];
  const contacts: FeatureItem[] = [
    {
      id: 'hotline',
      title: t`Customer hotline`,
      text: t`Questions about buying, shooting or your account.`,
      action: (
        <Link href={hotlineHref(defaultBrand)} variant="standalone">
          {defaultBrand.hotline}
        </Link>
      ),
    },
    {
      id: 'sales',
      title: t`Sales`,
      text: t`Quotes for teams, projects and volume orders.`,
      action: (
        <Link href={`mailto:${defaultBrand.salesEmail}`} variant="standalone">
          <span className={styles.address}>{defaultBrand.salesEmail}</span>
        </Link>
      ),
    },
    {
      id: 'media',
      title: t`Media`,
      text: t`Press enquiries, interviews and images.`,
      action: (
        <Link href={`mailto:${defaultBrand.mediaEmail}`} variant="standalone">
          <span className={styles.address}>{defaultBrand.mediaEmail}</span>
        </Link>
      ),
    },
    {
      id: 'support',
      title: t`Support`,
      text: t`Repairs, warranty and help with your scenes.`,
      action: (
        <Link href={`mailto:${defaultBrand.supportEmail}`} variant="standalone">
          <span className={styles.address}>{defaultBrand.supportEmail}</span>
        </Link>
      ),
    },
  ];
  return (
    <main>
      <PageHero
        eyebrow={t`About ${brand}`}
        title={t`We turn real places into 3D spaces anyone can visit`}
        lead={t`${brand} designs 3D space-capture cameras and the cloud behind them, for the estate agents, museums, shops and designers who need to show a place to people who are not there.`}
        actions={
          <>
            <LinkButton href="#history" size="large">
              {t`Our story`}
            </LinkButton>
            <LinkButton href="/location" size="large" variant="outline">
              {t`Core technology`}
            </LinkButton>
          </>
        }
        art={<PointCloudIllustration />}
      />
      <PageSection
        id="mission"
        title={t`Our mission`}
        lead={t`Make capturing a space as easy as taking a photo, and visiting it online as close as possible to being there.`}
      >
        <FeatureGrid items={values} columns={3} />
      </PageSection>
      <PageSection
        id="history"
        background="subtle"
        width="narrow"
        title={t`Our story`}
        lead={t`From a workshop prototype to a family of cameras and a cloud used every day.`}
      >
        <Timeline entries={history} />
      </PageSection>
      <PageSection
        id="contact"
        title={t`Talk to our team`}
        lead={t`Our team answers from Monday to Friday, ${morning} and ${afternoon} Beijing time (GMT+8).`}
      >
        <FeatureGrid items={contacts} columns={4} variant="card" />
      </PageSection>
      <PageSection
        background="dark"
        align="center"
        title={t`Work with us`}
        lead={t`Sell, demonstrate and service our cameras in your city as a distributor.`}
      >
        <Inline space="medium" justify="center">
          <LinkButton href="/distributor" size="large">
            {t`Become a distributor`}
          </LinkButton>
          <LinkButton href="/news" size="large" variant="outline">
            {t`Company news`}
          </LinkButton>
        </Inline>
      </PageSection>
    </main>
  );
}

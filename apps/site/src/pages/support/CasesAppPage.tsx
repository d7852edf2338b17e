import { useLingui } from '@lingui/react/macro';
import { brandName, defaultBrand, isSupportedLocale } from '@kankan/domain';
import {
  FeatureGrid,
  LinkButton,
  PageHero,
  PageSection,
  WireframeRoomIllustration,
  type FeatureItem,
} from '@kankan/ui';
import { casesPath } from './caseRoutes.ts';

/** Cases in the app (spec 2.2: /cases/app): the case gallery of the camera app, for showing customers on site. */
export default function CasesAppPage() {
  const { t, i18n } = useLingui();
  const brand = brandName(isSupportedLocale(i18n.locale) ? i18n.locale : 'zh', defaultBrand);
  const steps: FeatureItem[] = [
    {
      id: 'open',
      title: t`Open the Cases tab`,
      text: t`Every case on this website is also in the ${brand} app, sorted by industry.`,
    },
    {
      id: 'filter',
      title: t`Find the right example`,
      text: t`Filter by industry and camera, or search by name, to show a customer a space like theirs.`,
    },
    {
      id: 'walk',
      title: t`Walk through together`,
      text: t`Open the scene full screen on a phone or tablet and move through it with the customer at your side.`,
    },
    {
      id: 'send',
      title: t`Send it on`,
      text: t`Share the scene's link or QR code so the customer can look again at home.`,
    },
  ];
  return (
    <main>
      <PageHero
        background="dark"
        eyebrow={t`Industry cases`}
        title={t`Cases in your pocket`}
        lead={t`The ${brand} app carries the whole case gallery. Use it in meetings and on site to show what a 3D scene can do before you shoot.`}
        actions={
          <>
            <LinkButton href="/service/app/pro">{t`Get the app`}</LinkButton>
            <LinkButton href={casesPath('all')} variant="outline">
              {t`Browse cases on the web`}
            </LinkButton>
          </>
        }
        art={<WireframeRoomIllustration />}
      />
      <PageSection title={t`Show a case in four steps`}>
        <FeatureGrid items={steps} columns={4} />
      </PageSection>
    </main>
  );
}

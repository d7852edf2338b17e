import { useLingui } from '@lingui/react/macro';
import { defaultBrand, hotlineHref } from '@kankan/domain';
import {
  FeatureGrid,
  IndustryMotif,
  Inline,
  LinkButton,
  PageHero,
  PageSection,
  ProCameraIllustration,
  type FeatureItem,
} from '@kankan/ui';
import { StepNumber } from '../marketing/blocks.tsx';

/** /distributor: the distributor (reseller) programme and the way to apply (/agent). */
export default function DistributorPage() {
  const { t } = useLingui();
  const brand = defaultBrand;
  const hotline = brand.hotline;
  const reasons: FeatureItem[] = [
    {
      id: 'demand',
      icon: <IndustryMotif name="realEstate" />,
      title: t`Products customers ask for`,
      text: t`Estate agents, museums, shops and restaurants want their spaces online. The Pro, Minion and Lite cover every budget, from large venues to single flats.`,
    },
    {
      id: 'recurring',
      icon: <IndustryMotif name="exhibition" />,
      title: t`Business that continues after the sale`,
      text: t`Every camera needs cloud capacity and many teams add a membership, so your customers come back to you year after year.`,
    },
    {
      id: 'support',
      icon: <IndustryMotif name="shop" />,
      title: t`Support from our team`,
      text: t`Product training for your staff, demonstration scenes for your shop and a direct line to our channel team for pre-sales questions.`,
    },
  ];
  const steps: FeatureItem[] = [
    {
      id: 'apply',
      icon: <StepNumber index={0} />,
      title: t`Apply online`,
      text: t`Tell us about your company, your shop and how to reach you. It takes about five minutes.`,
    },
    {
      id: 'review',
      icon: <StepNumber index={1} />,
      title: t`We review and call you`,
      text: t`Our channel team reviews every application and contacts you by phone or e-mail to talk about your region and customers.`,
    },
    {
      id: 'start',
      icon: <StepNumber index={2} />,
      title: t`Sign and start selling`,
      text: t`After the agreement is signed you receive training and demonstration material and can place your first order.`,
    },
  ];
  const shops: FeatureItem[] = [
    {
      id: 'offline',
      title: t`Mainly offline`,
      text: t`Camera and electronics shops, surveying and property-service firms where customers can see and try a camera.`,
    },
    {
      id: 'online',
      title: t`Mainly online`,
      text: t`Online shops and marketplace sellers in photography, real estate technology or smart home.`,
    },
  ];
  return (
    <main>
      <PageHero
        eyebrow={t`Distributor programme`}
        title={t`Sell 3D capture with us`}
        lead={t`Bring professional 3D space capture to the businesses in your region. We are looking for shops and companies that know their customers.`}
        actions={
          <>
            <LinkButton href="/agent" size="large">
              {t`Apply now`}
            </LinkButton>
            <LinkButton href={hotlineHref(brand)} size="large" variant="outline">
              {t`Call ${hotline}`}
            </LinkButton>
          </>
        }
        art={<ProCameraIllustration decorative />}
      />
      <PageSection id="why" title={t`Why become a distributor`}>
        <FeatureGrid items={reasons} columns={3} />
      </PageSection>
      <PageSection
        id="who"
        background="subtle"
        title={t`Who we work with`}
        lead={t`Registered companies with a retail shop, whether customers come through the door or through the screen.`}
      >
        <FeatureGrid items={shops} columns={2} variant="card" />
      </PageSection>
      <PageSection id="steps" title={t`How it works`}>
        <FeatureGrid items={steps} columns={3} />
      </PageSection>
      <PageSection
        id="apply"
        background="dark"
        align="center"
        title={t`Ready to apply?`}
        lead={t`Fill in the application and our channel team will be in touch.`}
      >
        <Inline space="medium" justify="center">
          <LinkButton href="/agent" size="large">
            {t`Apply to become a distributor`}
          </LinkButton>
        </Inline>
      </PageSection>
    </main>
  );
}

import { useLingui } from '@lingui/react/macro';
import { defaultBrand, hotlineHref } from '@kankan/domain';
import {
  FeatureGrid,
  Heading,
  IndustryMotif,
  Inline,
  Link,
  LinkButton,
  PageHero,
  PageSection,
  WireframeRoomIllustration,
  type FeatureItem,
  type IndustryMotifName,
} from '@kankan/ui';
import { Paragraph, SplitRow, StepNumber } from '../marketing/blocks.tsx';
import { useProducts, type ProductId } from '../marketing/catalogue.ts';

/** One point of a solution page: a problem, an answer or a step. */
export interface SolutionPoint {
  id: string;
  title: string;
  text: string;
}

/** What one industry page says; the page itself is the same for every industry. */
export interface SolutionContent {
  /** The industry's name ("Real estate"), shown above the title. */
  industry: string;
  motif: IndustryMotifName;
  title: string;
  lead: string;
  /** The customer's problems (three). */
  problems: readonly SolutionPoint[];
  /** How the camera and the cloud answer them (four). */
  answers: readonly SolutionPoint[];
  /** A typical project, step by step (four). */
  workflow: readonly SolutionPoint[];
  /** The camera we recommend and why. */
  camera: ProductId;
  cameraReason: string;
  /** The matching case list, `/cases/<id>` with the id spelled as the case routes read it (`realEstate`). */
  cases: `/cases/${string}`;
  /** The link text to that list ("See real estate cases"). */
  casesLabel: string;
}

/**
 * An industry solution page (`/conductHouse`, `/conductExhibition`, `/conductShop`, `/conductSubject`,
 * `/conductSecury`): hero, problems, answers, workflow, recommended camera, cases and contact.
 */
export function SolutionPage({ content }: { content: SolutionContent }) {
  const { t } = useLingui();
  const camera = useProducts()[content.camera];
  const casesHref = content.cases;
  const withMotif = (points: readonly SolutionPoint[]): FeatureItem[] =>
    points.map((point) => ({ ...point, icon: <IndustryMotif name={content.motif} /> }));
  const steps: FeatureItem[] = content.workflow.map((point, index) => ({
    ...point,
    icon: <StepNumber index={index} />,
  }));
  return (
    <main>
      <PageHero
        eyebrow={t`${content.industry} solution`}
        title={content.title}
        lead={content.lead}
        actions={
          <>
            <LinkButton href={casesHref} size="large">
              {content.casesLabel}
            </LinkButton>
            <LinkButton href="/distributor" size="large" variant="outline">
              {t`Talk to a distributor`}
            </LinkButton>
          </>
        }
        art={<WireframeRoomIllustration />}
      />
      <PageSection
        id="challenges"
        title={t`The challenges`}
        lead={t`What we hear most often from customers in this industry.`}
      >
        <FeatureGrid items={withMotif(content.problems)} columns={3} variant="card" />
      </PageSection>
      <PageSection
        id="solution"
        background="subtle"
        title={t`How the camera and the cloud help`}
        lead={t`One capture gives a 3D space to share, a floor plan and measurements, and a place to add your own information.`}
      >
        <FeatureGrid items={content.answers} columns={2} />
      </PageSection>
      <PageSection
        id="workflow"
        background="dark"
        title={t`A typical project`}
        lead={t`From the first visit to a space your customers can walk through.`}
      >
        <FeatureGrid items={steps} columns={4} />
      </PageSection>
      <PageSection id="camera" title={t`Recommended camera`}>
        <SplitRow art={<camera.Art decorative />}>
          <Heading level={3}>{camera.name}</Heading>
          <Paragraph>{content.cameraReason}</Paragraph>
          <Inline space="large" alignY="center">
            <LinkButton href={camera.page}>{t`Learn about ${camera.name}`}</LinkButton>
            <Link href="/coreProducts" variant="standalone">
              {t`Compare all cameras`}
            </Link>
          </Inline>
        </SplitRow>
      </PageSection>
      <PageSection
        id="contact"
        background="subtle"
        align="center"
        title={t`Start your project`}
        lead={t`See what customers in your industry have captured, then try a camera with a distributor near you or call us.`}
      >
        <Inline space="large" justify="center" alignY="center">
          <LinkButton href={casesHref} size="large">
            {content.casesLabel}
          </LinkButton>
          <LinkButton href="/distributor" size="large" variant="outline">
            {t`Find a distributor`}
          </LinkButton>
          <Link href={hotlineHref(defaultBrand)} variant="standalone">
            {t`Call ${defaultBrand.hotline}`}
          </Link>
          <Link href={`mailto:${defaultBrand.salesEmail}`} variant="standalone">
            {defaultBrand.salesEmail}
          </Link>
        </Inline>
      </PageSection>
    </main>
  );
}

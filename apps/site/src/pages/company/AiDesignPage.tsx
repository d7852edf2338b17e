import { useLingui } from '@lingui/react/macro';
import { defaultBrand } from '@kankan/domain';
import {
  FeatureGrid,
  IndustryMotif,
  Inline,
  Link,
  LinkButton,
  PageHero,
  PageSection,
  PointCloudIllustration,
  WireframeRoomIllustration,
  type FeatureItem,
} from '@kankan/ui';
import { ArtPair, Paragraph, StepNumber } from '../marketing/blocks.tsx';

/** AI interior design (`/sxz`): a scanned room turned into restyled proposals. Hidden from the English menu. */
export default function AiDesignPage() {
  const { t } = useLingui();
  const steps: FeatureItem[] = [
    {
      id: 'scan',
      icon: <StepNumber index={0} />,
      title: t`Scan the room`,
      text: t`Capture the room with any of our cameras. The cloud builds a measured model with walls, doors, windows and the floor plan.`,
    },
    {
      id: 'style',
      icon: <StepNumber index={1} />,
      title: t`Choose a style`,
      text: t`Pick a style, a budget level and what must stay, such as the kitchen or a favourite sofa.`,
    },
    {
      id: 'propose',
      icon: <StepNumber index={2} />,
      title: t`Get proposals`,
      text: t`The AI furnishes and decorates the room on its real dimensions and returns several proposals to compare.`,
    },
    {
      id: 'refine',
      icon: <StepNumber index={3} />,
      title: t`Refine and share`,
      text: t`Swap a piece of furniture or a material, then share the proposal with the owner as a link.`,
    },
  ];
  const styles: FeatureItem[] = [
    {
      id: 'modern',
      title: t`Modern minimal`,
      text: t`Clean lines, hidden storage and a calm palette of white, grey and wood.`,
    },
    {
      id: 'chinese',
      title: t`New Chinese`,
      text: t`Dark wood, lattice screens and ink tones in a bright, contemporary home.`,
    },
    {
      id: 'nordic',
      title: t`Nordic`,
      text: t`Light oak, soft textiles and plenty of daylight for small flats.`,
    },
    {
      id: 'industrial',
      title: t`Industrial`,
      text: t`Exposed concrete, black metal and leather for lofts and studios.`,
    },
  ];
  const audiences: FeatureItem[] = [
    {
      id: 'studios',
      icon: <IndustryMotif name="home" />,
      title: t`Design studios`,
      text: t`Show a first concept at the second meeting instead of the fifth, and spend your hours on the ideas that win the project.`,
    },
    {
      id: 'agents',
      icon: <IndustryMotif name="realEstate" />,
      title: t`Estate agents`,
      text: t`Help buyers see an empty or dated flat furnished in their taste, without staging it.`,
    },
    {
      id: 'furniture',
      icon: <IndustryMotif name="shop" />,
      title: t`Furniture retailers`,
      text: t`Place your collections in the customer's own living room and let them see how it fits.`,
    },
  ];
  return (
    <main>
      <PageHero
        eyebrow={t`AI interior design`}
        title={t`From a scanned room to restyled designs in minutes`}
        lead={t`AI interior design furnishes and decorates a room you have captured, on its real dimensions, so owners can compare styles in their own home before anything is bought.`}
        actions={
          <>
            <LinkButton href={`mailto:${defaultBrand.salesEmail}`} size="large">
              {t`Ask for a trial`}
            </LinkButton>
            <LinkButton href="#how" size="large" variant="outline">
              {t`See how it works`}
            </LinkButton>
          </>
        }
        art={<WireframeRoomIllustration />}
      />
      <PageSection
        id="how"
        title={t`How AI interior design works`}
        lead={t`Four steps from an empty room to proposals an owner can walk through.`}
      >
        <FeatureGrid items={steps} columns={4} />
      </PageSection>
      <PageSection
        background="dark"
        title={t`Built on the real room`}
        lead={t`The design starts from the scan, not from a guess: the point cloud gives the shape of the room, the model gives its walls and openings.`}
      >
        <ArtPair first={<PointCloudIllustration />} second={<WireframeRoomIllustration />} />
        <Paragraph>
          {t`Because every proposal respects the measured walls, windows and doors, furniture that fits in the design fits in the room. Check dimensions on site before ordering made-to-measure pieces.`}
        </Paragraph>
      </PageSection>
      <PageSection
        id="styles"
        background="subtle"
        title={t`Styles to start from`}
        lead={t`Each proposal can mix styles; these are the most requested.`}
      >
        <FeatureGrid items={styles} columns={4} variant="card" />
      </PageSection>
      <PageSection id="who" title={t`Who it is for`}>
        <FeatureGrid items={audiences} columns={3} />
      </PageSection>
      <PageSection
        background="dark"
        align="center"
        title={t`Try AI interior design`}
        lead={t`AI interior design is in trial with design studios. Write to our sales team to take part, or read how designers already work with our cameras.`}
      >
        <Inline space="large" justify="center" alignY="center">
          <LinkButton href={`mailto:${defaultBrand.salesEmail}`} size="large">
            {t`Ask for a trial`}
          </LinkButton>
          <LinkButton href="/conductSubject" size="large" variant="outline">
            {t`Home design solution`}
          </LinkButton>
          <Link href="/cases/home" variant="standalone">
            {t`See home design cases`}
          </Link>
        </Inline>
      </PageSection>
    </main>
  );
}

import { useLingui } from '@lingui/react/macro';
import {
  ARCHIVE_RETENTION_YEARS,
  BASE_CAPACITY_GB,
  LITE_CAPACITY_GB,
  PLAN_TERMS_MONTHS,
  VALIDITY,
} from '@kankan/domain';
import {
  Accordion,
  AccordionItem,
  Inline,
  LinkButton,
  PageHero,
  PageSection,
  PricingTable,
  Stack,
  Text,
} from '@kankan/ui';
import { usePageRegion } from './shared.ts';

interface Question {
  id: string;
  question: string;
  answer: string[];
}

/** /capacity: what cloud capacity is, the plans in short, and the capacity FAQ (spec 4 in plain words). */
export default function CapacityPage() {
  const { t } = useLingui();
  const region = usePageRegion();
  const years = ARCHIVE_RETENTION_YEARS;
  const monthDays = VALIDITY.monthDays;
  const yearDays = VALIDITY.yearDays;
  const terms = PLAN_TERMS_MONTHS.filter((months) => months < 12).join(', ');
  const questions: Question[] = [
    {
      id: 'counts',
      question: t`What counts towards my capacity?`,
      answer: [
        t`Every computed scene of the camera: its panoramas, 3D model, point cloud and floor plan, as stored in the cloud. Scenes still being computed count once they are finished.`,
        t`A scene of about 200 m² takes about 1G, so ${BASE_CAPACITY_GB}G holds about ${BASE_CAPACITY_GB} such scenes. The Pro and Minion come with ${BASE_CAPACITY_GB}G free and the Lite with ${LITE_CAPACITY_GB}G.`,
      ],
    },
    {
      id: 'full',
      question: t`What happens when the capacity is used up or a plan expires?`,
      answer: [
        t`Scenes that no longer fit are archived (sealed). An archived scene cannot be viewed, edited or shared until it is restored, but its data is kept safe.`,
        t`The most recently generated scenes are archived first, and new uploads that do not fit are archived as soon as they are computed.`,
      ],
    },
    {
      id: 'kept',
      question: t`How long is archived data kept?`,
      answer: [
        t`Archived data is kept for ${years} year from the day it was archived. Restore the scenes within that time to keep them.`,
      ],
    },
    {
      id: 'restore',
      question: t`How do I restore archived scenes?`,
      answer: [
        t`Give the camera enough room for all of its scene data. There are three ways:`,
        t`Buy or upgrade a capacity plan until the capacity covers all scene data; authorise a membership to the camera, which gives it unlimited capacity; or delete scenes you no longer need. Deleting cannot be undone, and archived scenes themselves cannot be deleted.`,
      ],
    },
    {
      id: 'change',
      question: t`Can I change to a smaller plan or combine plans?`,
      answer: [
        t`No. A plan can be renewed or upgraded to a larger one, never downgraded. The plan you already have cannot be bought again, only renewed, and different plans cannot be combined on one camera.`,
      ],
    },
    {
      id: 'upgrade',
      question: t`What happens to the time left when I upgrade?`,
      answer: [
        t`It is converted into extra days on the new plan. The time left is counted in months of ${monthDays} days and rounded up, so 1.2 months left gives 2 months of extra days.`,
      ],
    },
    {
      id: 'renew',
      question: t`How does renewing work?`,
      answer: [
        t`Choose ${terms} or 12 months on the camera and pay the price shown for that term. If the plan has not expired yet, the days it still has are added to the new expiry date and shown before you pay.`,
      ],
    },
    {
      id: 'length',
      question: t`How long is a month or a year of capacity?`,
      answer: [t`A month is ${monthDays} days and a year ${yearDays} days. The term starts as soon as you have paid.`],
    },
    {
      id: 'member',
      question: t`Do members need capacity plans?`,
      answer: [
        t`No. A membership authorised to a camera gives it unlimited capacity for as long as the membership is valid. When it ends, scenes beyond the free capacity are archived until you renew or authorise another membership.`,
      ],
    },
  ];
  return (
    <main>
      <PageHero
        background="light"
        align="center"
        eyebrow={t`Cloud capacity`}
        title={t`Capacity, explained`}
        lead={t`Your scenes live in the cloud so anyone can open them in a browser. Here is how much room you have, what uses it and what happens when it runs out.`}
      />
      <PageSection
        id="plans"
        title={t`Capacity and scenes`}
        lead={t`Each plan belongs to one camera. The figures assume scenes of about 200 m².`}
      >
        <PricingTable region={region} showTerms={false} />
      </PageSection>
      <PageSection id="faq" background="subtle" width="narrow" title={t`Questions about capacity`}>
        <Accordion allowsMultipleExpanded defaultExpandedKeys={['counts']}>
          {questions.map((item) => (
            <AccordionItem key={item.id} id={item.id} title={item.question}>
              <Stack space="small">
                {item.answer.map((paragraph) => (
                  <Text key={paragraph} as="p">
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </AccordionItem>
          ))}
        </Accordion>
      </PageSection>
      <PageSection
        id="more"
        align="center"
        title={t`Need more room?`}
        lead={t`Compare every plan and term, or go unlimited with a membership.`}
      >
        <Inline space="medium" justify="center">
          <LinkButton href="/pricedetail" size="large">
            {t`See pricing`}
          </LinkButton>
          <LinkButton href="/mall/member" size="large" variant="outline">
            {t`Member benefits`}
          </LinkButton>
        </Inline>
      </PageSection>
    </main>
  );
}

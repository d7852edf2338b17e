import { useLingui } from '@lingui/react/macro';
import { BASE_CAPACITY_GB } from '@kankan/domain';
import {
  Accordion,
  AccordionItem,
  MembershipBenefits,
  PageHero,
  PageSection,
  Text,
  WireframeRoomIllustration,
} from '@kankan/ui';
import { MEMBERSHIP_PURCHASE_PATH, useGoToAccount, usePageRegion } from '../services/shared.ts';

/**
 * /mall/member: member benefits (spec 6, 9). The buy action leads to the account (through the login page when
 * needed), where memberships are bought, listed and authorised to a camera.
 */
export default function MallMemberPage() {
  const { t } = useLingui();
  const goToAccount = useGoToAccount();
  const region = usePageRegion();
  const base = BASE_CAPACITY_GB;
  const questions = [
    {
      id: 'authorise',
      question: t`How do I use my membership on a camera?`,
      answer: t`In your account information, authorise the membership to one of your own cameras. The camera then has unlimited capacity and the member features at once.`,
    },
    {
      id: 'move',
      question: t`Can I move a membership to another camera?`,
      answer: t`Yes. Deauthorise it from the current camera first, then authorise it to the other one. A membership serves one camera at a time, and only cameras bound to your own account.`,
    },
    {
      id: 'expire',
      question: t`What happens when the membership ends?`,
      answer: t`The camera goes back to its free ${base}G. Scenes beyond that are archived until you renew or authorise another membership; nothing is deleted.`,
    },
  ];
  return (
    <main>
      <PageHero
        eyebrow={t`Membership`}
        title={t`One membership, no limits`}
        lead={t`For teams that capture every day: unlimited capacity, your own brand in every scene and faster computing, for one camera for a whole year.`}
        art={<WireframeRoomIllustration />}
      />
      <PageSection id="benefits" title={t`Member benefits`}>
        <MembershipBenefits region={region} onAction={() => goToAccount(MEMBERSHIP_PURCHASE_PATH)} />
      </PageSection>
      <PageSection id="faq" background="subtle" width="narrow" title={t`Questions about membership`}>
        <Accordion allowsMultipleExpanded defaultExpandedKeys={['authorise']}>
          {questions.map((item) => (
            <AccordionItem key={item.id} id={item.id} title={item.question}>
              <Text as="p">{item.answer}</Text>
            </AccordionItem>
          ))}
        </Accordion>
      </PageSection>
    </main>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useCases } from '@kankan/api';
import { CASE_SORT } from '@kankan/domain';
import {
  CaseCard,
  CaseGrid,
  FeatureGrid,
  IndustryMotif,
  Link,
  LinkButton,
  PageHero,
  PageSection,
  PointCloudIllustration,
  Skeleton,
  type FeatureItem,
} from '@kankan/ui';
import { caseCardOf, casesPath, defaultCaseQuery } from './caseRoutes.ts';
import { LoadProblem } from './LoadProblem.tsx';

/** The six most viewed cases shown on the overview. */
const FEATURED = 6;

/** The case overview (spec 2.2: /cases/overview): each industry's cases, and the most viewed scenes. */
export default function CasesOverviewPage() {
  const { t } = useLingui();
  const hot = useCases({ sort: CASE_SORT.hot, pageNum: 1, pageSize: FEATURED });
  const industries: FeatureItem[] = [
    {
      id: 'realEstate',
      icon: <IndustryMotif name="realEstate" />,
      title: t`Real estate`,
      text: t`Show flats, new developments and second-hand homes that buyers tour from anywhere.`,
      action: <Link href={casesPath('realEstate')}>{t`Real estate cases`}</Link>,
    },
    {
      id: 'museum',
      icon: <IndustryMotif name="museum" />,
      title: t`Museums`,
      text: t`Permanent collections and temporary exhibitions, kept online with their labels.`,
      action: <Link href={casesPath('museum')}>{t`Museum cases`}</Link>,
    },
    {
      id: 'eCommerce',
      icon: <IndustryMotif name="shop" />,
      title: t`E-commerce`,
      text: t`Flagship stores and showrooms whose shelves link to the online shop.`,
      action: <Link href={casesPath('eCommerce')}>{t`E-commerce cases`}</Link>,
    },
    {
      id: 'home',
      icon: <IndustryMotif name="home" />,
      title: t`Home`,
      text: t`Finished interiors from design studios and renovation companies.`,
      action: <Link href={casesPath('home')}>{t`Home cases`}</Link>,
    },
    {
      id: 'catering',
      icon: <IndustryMotif name="catering" />,
      title: t`Catering`,
      text: t`Restaurants, cafés and banquet halls that guests can look around before booking.`,
      action: <Link href={casesPath('catering')}>{t`Catering cases`}</Link>,
    },
    {
      id: 'other',
      icon: <IndustryMotif name="exhibition" />,
      title: t`Other spaces`,
      text: t`Offices, factories, schools and venues: any space worth walking through.`,
      action: <Link href={casesPath('other')}>{t`Other cases`}</Link>,
    },
  ];
  return (
    <main>
      <PageHero
        background="dark"
        eyebrow={t`Industry cases`}
        title={t`Spaces our customers have captured`}
        lead={t`Thousands of scenes are published with our cameras every month. Pick an industry to see what others have built, then open a scene and walk through it.`}
        actions={<LinkButton href={casesPath('all', defaultCaseQuery)}>{t`Browse all cases`}</LinkButton>}
        art={<PointCloudIllustration />}
      />
      <PageSection title={t`Cases by industry`}>
        <FeatureGrid items={industries} columns={3} />
      </PageSection>
      <PageSection
        background="subtle"
        title={t`Most viewed`}
        lead={t`The scenes visitors open most often this season.`}
      >
        {hot.error ? (
          <LoadProblem error={hot.error} onRetry={hot.refetch} />
        ) : hot.data == null ? (
          <CaseGrid aria-label={t`Loading cases`}>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} variant="block" aspectRatio="4 / 3" />
            ))}
          </CaseGrid>
        ) : (
          <CaseGrid aria-label={t`Most viewed`}>
            {hot.data.list.map((item) => (
              <CaseCard key={item.id} {...caseCardOf(item)} />
            ))}
          </CaseGrid>
        )}
      </PageSection>
    </main>
  );
}

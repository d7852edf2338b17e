import { useLingui } from '@lingui/react/macro';
import { Inline, LinkButton, PageHero, PageSection, Tab, TabList, TabPanel, Tabs } from '@kankan/ui';
import type { JSX } from 'react';
import { Navigate, useParams } from 'react-router';
import { AppDownload, Faq, UserTutorials, Warranty } from './serviceContent.tsx';
import { isServiceId, SERVICE_ACTIVE, SERVICE_IDS, servicePath, type ServiceId } from './serviceRoutes.ts';

/**
 * Support (spec 2.1: /service/{id}/{active}): app download, user tutorials, questions and answers, warranty and
 * terms, as link tabs (each its own address). `active` is the camera (pro); another value goes to pro, an unknown
 * id to the support overview.
 */
export default function ServicePage() {
  const { t } = useLingui();
  const { id, active } = useParams();
  if (!isServiceId(id)) return <Navigate to="/service/overview" replace />;
  if (active !== undefined && active !== SERVICE_ACTIVE) return <Navigate to={servicePath(id)} replace />;
  const labels: Record<ServiceId, string> = {
    app: t`App download`,
    use: t`User tutorials`,
    qa: t`Questions and answers`,
    clause: t`Warranty and terms`,
  };
  const content: Record<ServiceId, JSX.Element> = {
    app: <AppDownload />,
    use: <UserTutorials />,
    qa: <Faq />,
    clause: <Warranty />,
  };
  return (
    <main>
      <PageHero
        background="light"
        eyebrow={t`Support`}
        title={t`How can we help?`}
        lead={t`Guides, answers and warranty terms for your camera.`}
        actions={
          <Inline space="medium">
            <LinkButton href="/service/down" variant="outline">
              {t`Downloads`}
            </LinkButton>
            <LinkButton href="/video-course" variant="outline">
              {t`Video tutorials`}
            </LinkButton>
          </Inline>
        }
      />
      <PageSection width="narrow">
        <Tabs selectedKey={id}>
          <TabList aria-label={t`Support topics`}>
            {SERVICE_IDS.map((topic) => (
              <Tab key={topic} id={topic} href={servicePath(topic)}>
                {labels[topic]}
              </Tab>
            ))}
          </TabList>
          <TabPanel id={id}>{content[id]}</TabPanel>
        </Tabs>
      </PageSection>
    </main>
  );
}

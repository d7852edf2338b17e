import { useLingui } from '@lingui/react/macro';
import { Inline, LinkButton, PageHero, PageSection, VideoTutorialList } from '@kankan/ui';
import { useTutorials } from './tutorials.ts';

/** Video tutorials (spec 2.1, 2.5): the lessons of the page's language, each playing in a dialog. */
export default function VideoCoursePage() {
  const { t } = useLingui();
  const lessons = useTutorials();
  return (
    <main>
      <PageHero
        background="dark"
        eyebrow={t`Support`}
        title={t`Video tutorials`}
        lead={t`Short lessons that take you from unboxing the camera to sharing your first 3D scene. Watch them in order, or jump to the step you need.`}
      />
      <PageSection title={t`Lessons`} lead={t`Each lesson shows one step on a real site, with captions.`}>
        <VideoTutorialList items={lessons} />
      </PageSection>
      <PageSection
        background="subtle"
        title={t`Prefer to read?`}
        lead={t`The user tutorials cover the same steps in text and pictures, and the questions and answers solve the most common problems.`}
        align="center"
      >
        <Inline space="medium" justify="center">
          <LinkButton href="/service/use/pro" variant="outline">
            {t`User tutorials`}
          </LinkButton>
          <LinkButton href="/service/qa/pro" variant="outline">
            {t`Questions and answers`}
          </LinkButton>
        </Inline>
      </PageSection>
    </main>
  );
}

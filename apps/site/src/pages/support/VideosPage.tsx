import { useLingui } from '@lingui/react/macro';
import { LinkButton, PageHero, PageSection, VideoTutorialList } from '@kankan/ui';
import { useFilms } from './tutorials.ts';

/** The video centre (/videos): product films and customer stories; the tutorials have their own page. */
export default function VideosPage() {
  const { t } = useLingui();
  const films = useFilms();
  return (
    <main>
      <PageHero
        background="dark"
        eyebrow={t`Videos`}
        title={t`See the cameras at work`}
        lead={t`Short films of each camera and of customers who use them every day, from show flats to museum halls.`}
        actions={
          <LinkButton href="/video-course" variant="outline">
            {t`Video tutorials`}
          </LinkButton>
        }
      />
      <PageSection title={t`The cameras`}>
        <VideoTutorialList items={films.products} />
      </PageSection>
      <PageSection background="subtle" title={t`Customer stories`}>
        <VideoTutorialList items={films.industries} />
      </PageSection>
    </main>
  );
}

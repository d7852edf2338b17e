import { useLingui } from '@lingui/react/macro';
import { isApiError, useShownScene } from '@kankan/api';
import {
  EmptyState,
  Heading,
  Inline,
  LinkButton,
  PageSection,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@kankan/ui';
import { Suspense, lazy, useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadProblem } from './LoadProblem.tsx';
import * as styles from './ScenePage.css.ts';

/** The server's code for a scene that does not exist (never created, or deleted). */
const MISSING = 5009;

// The viewer (Photo Sphere Viewer on three.js) is the heaviest code of the site: it loads with the scene.
const PanoramaViewer = lazy(() => import('./PanoramaViewer.tsx'));

function ViewerSkeleton() {
  return <Skeleton variant="block" aspectRatio="16 / 9" />;
}

/**
 * The public scene viewer (`/show/{sceneNum}`): a normal scene's 360° panorama with its name and views, and for a
 * missing, archived or not yet computed scene a page that says why it cannot be shown.
 */
export default function ScenePage() {
  const { t, i18n } = useLingui();
  const hintId = useId();
  const sceneNum = useParams().sceneNum ?? '';
  // Framed by another site (the share dialog's embed code): the scene fills the frame, controls included.
  const embedded = useSearchParams()[0].get('embed') === '1';
  const valid = /^[A-Za-z0-9_-]{1,64}$/.test(sceneNum);
  const scene = useShownScene(sceneNum, { enabled: valid });
  const missing = !valid || (scene.error !== null && isApiError(scene.error) && scene.error.code === MISSING);
  const shown = scene.data ?? null;
  const backToCases = <LinkButton href="/cases">{t`See the industry cases`}</LinkButton>;

  let body;
  if (missing) {
    body = (
      <EmptyState
        headingLevel={2}
        title={t`This scene doesn't exist`}
        description={t`The link may be mistyped, or the scene was deleted by its owner.`}
        action={backToCases}
      />
    );
  } else if (scene.error) {
    body = <LoadProblem error={scene.error} onRetry={scene.refetch} />;
  } else if (shown === null) {
    body = (
      <Stack space="large" aria-busy="true">
        <Skeleton lines={1} />
        <ViewerSkeleton />
      </Stack>
    );
  } else if (shown.status !== 'normal' || shown.panorama === null) {
    const reasons = {
      archived: t`Its owner's cloud capacity has run out or expired, so the scene is sealed. It can be viewed again once the owner renews or expands capacity; nothing has been deleted.`,
      calculating: t`The scene is still being computed after upload. Try again in a few minutes.`,
      failed: t`The scene could not be computed. Its owner can upload it again from the camera app.`,
      normal: t`The scene's picture is not available.`,
    };
    const name = shown.sceneName;
    body = (
      <EmptyState
        headingLevel={2}
        title={shown.status === 'archived' ? t`“${name}” is archived` : t`“${name}” can't be shown yet`}
        description={reasons[shown.status]}
        action={backToCases}
      />
    );
  } else {
    // Grouped as every other count of the site is (1,307 in both languages).
    const views = i18n.number(shown.viewCount);
    const viewsText = t`${views} views`;
    const name = shown.sceneName;
    const hint = t`Drag the picture or use the arrow keys to look around; + and − zoom. The buttons below turn, zoom and go full screen.`;
    const viewer = (
      <Suspense fallback={<ViewerSkeleton />}>
        <PanoramaViewer panorama={shown.panorama} label={t`360° view of ${name}`} hintId={hintId} fill={embedded} />
      </Suspense>
    );
    if (embedded) {
      return (
        <main className={styles.embedded}>
          <Inline space="medium" alignY="center">
            <Heading level={1} visualLevel={4}>
              {name}
            </Heading>
            <Text tone="muted" size="small">
              {viewsText}
            </Text>
          </Inline>
          {viewer}
          <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>
        </main>
      );
    }
    body = (
      <Stack space="large">
        <Stack space="small">
          <Heading level={1} visualLevel={2}>
            {name}
          </Heading>
          <Text tone="muted" as="p">
            {viewsText}
          </Text>
        </Stack>
        {viewer}
        <Text tone="muted" as="p" id={hintId}>
          {hint}
        </Text>
      </Stack>
    );
  }

  // Only the shown scene has its name as the page's main heading; the other states say it under a plain one.
  const plainHeading = shown === null || shown.status !== 'normal' || missing;
  return (
    <main>
      <PageSection>
        {plainHeading ? <VisuallyHidden as="h1">{t`Scene viewer`}</VisuallyHidden> : null}
        {body}
      </PageSection>
    </main>
  );
}

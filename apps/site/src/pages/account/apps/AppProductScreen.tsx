import { useLingui } from '@lingui/react/macro';
import { brandName, defaultBrand, isSupportedLocale } from '@kankan/domain';
import { FeatureGrid, Inline, LinkButton, Stack, type FeatureItem } from '@kankan/ui';
import { ScreenHeading } from '../PlaceholderScreen.tsx';
import { Section } from '../information/Section.tsx';

/**
 * Where each application is obtained: only pages of this site (the downloads page holds the installers, the
 * support pages explain installation, /dev is the SDK page), so no link leaves the site or points at a file that a
 * deployment may not have.
 */
export const APP_LINKS = {
  downloads: '/service/down',
  appGuide: '/service/app/pro',
  tutorials: '/video-course',
  sdk: '/dev',
  cases: '/cases/app',
} as const;

/** Application centre (/manage/appProduct): the camera app, the desktop tools and the SDK, with where to get each. */
export default function AppProductScreen() {
  const { t, i18n } = useLingui();
  const brand = brandName(isSupportedLocale(i18n.locale) ? i18n.locale : 'zh', defaultBrand);

  const phone: FeatureItem[] = [
    {
      id: 'camera-app',
      title: t`${brand} camera app`,
      text: t`Connect to the camera over Wi-Fi, plan the shooting route, take the shots, upload them for calculation and share the finished scene. For Android 9 or later and iOS 14 or later.`,
      action: (
        <Inline space="small">
          <LinkButton href={APP_LINKS.downloads} size="small">
            {t`Get the app`}
          </LinkButton>
          <LinkButton href={APP_LINKS.appGuide} size="small" variant="outline">
            {t`How to install`}
          </LinkButton>
        </Inline>
      ),
    },
    {
      id: 'tutorials',
      title: t`Shooting tutorials`,
      text: t`Short videos from unboxing to a shared scene: connecting the camera, route planning, link points and multi-floor shooting.`,
      action: (
        <LinkButton href={APP_LINKS.tutorials} size="small" variant="outline">
          {t`Watch the tutorials`}
        </LinkButton>
      ),
    },
  ];
  const desktop: FeatureItem[] = [
    {
      id: 'studio',
      title: t`${brand} Studio for Windows`,
      text: t`Edit scenes on a large screen, add hotspots and your logo, export floor plans and point clouds, and upload large projects over a wired network. Windows 10 or later.`,
      action: (
        <LinkButton href={APP_LINKS.downloads} size="small">
          {t`Get Studio`}
        </LinkButton>
      ),
    },
    {
      id: 'downloads',
      title: t`Your scene downloads`,
      text: t`Scene data you asked to download from the scene screen, ready to open in the desktop tools.`,
      action: (
        <LinkButton href="/manage/fileDown" size="small" variant="outline">
          {t`Open the download area`}
        </LinkButton>
      ),
    },
  ];
  const developers: FeatureItem[] = [
    {
      id: 'sdk',
      title: t`Developer SDK`,
      text: t`Embed scenes in your own website or system, set the embed size and try the API against a server of your choice.`,
      action: (
        <LinkButton href={APP_LINKS.sdk} size="small">
          {t`Open the SDK page`}
        </LinkButton>
      ),
    },
    {
      id: 'cases',
      title: t`Scenes in use`,
      text: t`See how customers in real estate, museums, shops and restaurants put their scenes to work.`,
      action: (
        <LinkButton href={APP_LINKS.cases} size="small" variant="outline">
          {t`See the cases`}
        </LinkButton>
      ),
    },
  ];

  return (
    <Stack space="xlarge">
      <ScreenHeading screen="appProduct" />
      <Section id="phone" title={t`On your phone`} description={t`Shoot and share with the camera.`}>
        <FeatureGrid items={phone} columns={2} variant="card" />
      </Section>
      <Section id="desktop" title={t`On your computer`} description={t`Edit and export your scenes.`}>
        <FeatureGrid items={desktop} columns={2} variant="card" />
      </Section>
      <Section id="developers" title={t`For developers`} description={t`Build on your scenes.`}>
        <FeatureGrid items={developers} columns={2} variant="card" />
      </Section>
    </Stack>
  );
}

import { useLingui } from '@lingui/react/macro';
import { brandName, defaultBrand, isSupportedLocale } from '@kankan/domain';
import { DownloadIcon, FeatureGrid, LinkButton, PageHero, PageSection, type FeatureItem } from '@kankan/ui';

/**
 * The files of the downloads page, served by the site's own host under /downloads: the manuals are written by the
 * build (apps/site/manuals.ts). The apps are not files the site ships: their entries lead to the app page, which
 * says where each one is installed from.
 */
export const DOWNLOADS = {
  proManual: '/downloads/kankan-pro-user-manual.pdf',
  liteManual: '/downloads/kankan-lite-user-manual.pdf',
  minionManual: '/downloads/kankan-minion-user-manual.pdf',
  quickGuide: '/downloads/kankan-quick-start-guide.pdf',
} as const;

/** The support page that says where each app is installed from. */
export const APP_PAGE = '/service/app/pro';

/** Downloads (spec 2.2: /service/down): the apps, the manuals and the quick start guide. */
export default function ServiceDownPage() {
  const { t, i18n } = useLingui();
  const brand = brandName(isSupportedLocale(i18n.locale) ? i18n.locale : 'zh', defaultBrand);
  const file = (href: string, label: string) => (
    <LinkButton href={href} download variant="outline" size="small" icon={<DownloadIcon size="small" />}>
      {label}
    </LinkButton>
  );
  const howToInstall = (
    <LinkButton href={APP_PAGE} variant="outline" size="small">
      {t`How to install`}
    </LinkButton>
  );
  const apps: FeatureItem[] = [
    {
      id: 'android',
      title: t`${brand} for Android`,
      text: t`The camera app for Android 9 or later: shoot, upload and share. Installed from your phone's app store: search for “${brand}”.`,
      action: howToInstall,
    },
    {
      id: 'ios',
      title: t`${brand} for iPhone and iPad`,
      text: t`The same app for iOS 14 or later, installed from the App Store: search for “${brand}”.`,
      action: howToInstall,
    },
    {
      id: 'windows',
      title: t`${brand} Studio for Windows`,
      text: t`Edit scenes on a large screen, export floor plans and point clouds, and upload large projects over a wired network. Windows 10 or later.`,
      action: howToInstall,
    },
  ];
  const manuals: FeatureItem[] = [
    {
      id: 'pro',
      title: t`Pro user manual`,
      text: t`Setting up, shooting, charging, care and technical data of the eight-lens Pro camera.`,
      action: file(DOWNLOADS.proManual, t`Download PDF`),
    },
    {
      id: 'lite',
      title: t`Lite user manual`,
      text: t`Everything about the two-lens Lite camera, from the first start to cleaning the lenses.`,
      action: file(DOWNLOADS.liteManual, t`Download PDF`),
    },
    {
      id: 'minion',
      title: t`Minion user manual`,
      text: t`Setting up and shooting with the Minion camera, with its care instructions.`,
      action: file(DOWNLOADS.minionManual, t`Download PDF`),
    },
    {
      id: 'quick',
      title: t`Quick start guide`,
      text: t`Two printable pages with the five steps from unboxing to a shared scene.`,
      action: file(DOWNLOADS.quickGuide, t`Download PDF`),
    },
  ];
  return (
    <main>
      <PageHero
        background="dark"
        eyebrow={t`Support`}
        title={t`Downloads`}
        lead={t`The apps for your phone and computer, and the manual of every camera.`}
      />
      <PageSection title={t`Apps`}>
        <FeatureGrid items={apps} columns={3} variant="card" />
      </PageSection>
      <PageSection background="subtle" title={t`Manuals and guides`}>
        <FeatureGrid items={manuals} columns={4} variant="card" />
      </PageSection>
    </main>
  );
}

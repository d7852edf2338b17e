import { useLingui } from '@lingui/react/macro';
import { defaultBrand, supportHoursWords, hotlineHref, isSupportedLocale, type SupportedLocale } from '@kankan/domain';
import {
  Columns,
  FeatureGrid,
  Heading,
  Inline,
  LayoutColumn,
  Link,
  MailIcon,
  PageHero,
  PageSection,
  PhoneIcon,
  Stack,
  Text,
  type FeatureItem,
} from '@kankan/ui';
import { servicePath } from './serviceRoutes.ts';

/** The support overview (spec 2.2: /service/overview): every support topic, the support hours and contacts. */
export default function ServiceOverviewPage() {
  const { t, i18n } = useLingui();
  const locale: SupportedLocale = isSupportedLocale(i18n.locale) ? i18n.locale : 'zh';
  const brand = defaultBrand;
  const { firstDay, lastDay, hours, zone } = supportHoursWords(locale);
  const contacts = [
    {
      id: 'hotline',
      icon: <PhoneIcon size="small" />,
      label: t`Hotline:`,
      href: hotlineHref(brand),
      value: brand.hotline,
    },
    {
      id: 'support',
      icon: <MailIcon size="small" />,
      label: t`Support:`,
      href: `mailto:${brand.supportEmail}`,
      value: brand.supportEmail,
    },
    {
      id: 'sales',
      icon: <MailIcon size="small" />,
      label: t`Sales:`,
      href: `mailto:${brand.salesEmail}`,
      value: brand.salesEmail,
    },
    {
      id: 'media',
      icon: <MailIcon size="small" />,
      label: t`Media:`,
      href: `mailto:${brand.mediaEmail}`,
      value: brand.mediaEmail,
    },
  ];
  const topics: FeatureItem[] = [
    {
      id: 'app',
      title: t`App download`,
      text: t`Install the camera app on your phone before the first start.`,
      action: <Link href={servicePath('app')}>{t`Get the app`}</Link>,
    },
    {
      id: 'use',
      title: t`User tutorials`,
      text: t`Step-by-step guides from charging the camera to sharing a scene.`,
      action: <Link href={servicePath('use')}>{t`Read the tutorials`}</Link>,
    },
    {
      id: 'video',
      title: t`Video tutorials`,
      text: t`Short lessons filmed on real sites, one step at a time.`,
      action: <Link href="/video-course">{t`Watch the lessons`}</Link>,
    },
    {
      id: 'qa',
      title: t`Questions and answers`,
      text: t`Points, capacity, archived scenes, membership and invoices explained.`,
      action: <Link href={servicePath('qa')}>{t`Find an answer`}</Link>,
    },
    {
      id: 'clause',
      title: t`Warranty and terms`,
      text: t`What the warranty covers and how a repair works.`,
      action: <Link href={servicePath('clause')}>{t`Read the warranty`}</Link>,
    },
    {
      id: 'down',
      title: t`Downloads`,
      text: t`Apps for Android and Windows, manuals and the quick start guide.`,
      action: <Link href="/service/down">{t`Open downloads`}</Link>,
    },
  ];
  return (
    <main>
      <PageHero
        background="dark"
        eyebrow={t`Support`}
        title={t`We are here to help`}
        lead={t`Find a guide or an answer yourself, or talk to our support team during office hours.`}
      />
      <PageSection title={t`Support topics`}>
        <FeatureGrid items={topics} columns={3} variant="card" />
      </PageSection>
      <PageSection background="subtle" title={t`Contact support`}>
        <Columns space="xxxlarge">
          <LayoutColumn width="1/2">
            <Stack space="medium">
              <Heading level={3}>{t`Support hours`}</Heading>
              <Text size="medium">{t`${firstDay} to ${lastDay}, ${hours}`}</Text>
              <Text tone="muted">{t`China Standard Time (${zone}). Messages sent outside these hours are answered on the next working day.`}</Text>
            </Stack>
          </LayoutColumn>
          <LayoutColumn width="1/2">
            <Stack space="medium">
              <Heading level={3}>{t`Contacts`}</Heading>
              <Stack space="small">
                {contacts.map((line) => (
                  <Inline key={line.id} space="small" alignY="center">
                    {line.icon}
                    <Text>{line.label}</Text>
                    <Link href={line.href}>{line.value}</Link>
                  </Inline>
                ))}
              </Stack>
            </Stack>
          </LayoutColumn>
        </Columns>
      </PageSection>
    </main>
  );
}

import { useLingui } from '@lingui/react/macro';
import {
  ACCOUNT_DELETION_COOLING_OFF_DAYS,
  ARCHIVE_RETENTION_YEARS,
  BASE_CAPACITY_GB,
  BIND_BATCH_MAX,
  INVOICE_TIMINGS,
  LITE_CAPACITY_GB,
  MEMBERSHIP,
  POINTS,
  UPLOAD_SPEED_MB_S,
  WARRANTY,
  brandName,
  defaultBrand,
  isSupportedLocale,
} from '@kankan/domain';
import { Accordion, AccordionItem, FeatureGrid, Heading, LinkButton, Stack, Text, type FeatureItem } from '@kankan/ui';
import type { ReactNode } from 'react';
import * as styles from './ServicePage.css.ts';

function useBrand(): string {
  const { i18n } = useLingui();
  return brandName(isSupportedLocale(i18n.locale) ? i18n.locale : 'zh', defaultBrand);
}

function Section({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={2}>{title}</Heading>
        <Text tone="muted" size="medium">
          {lead}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}

/** App download: where to get the app for each phone, and what it does. */
export function AppDownload() {
  const { t } = useLingui();
  const brand = useBrand();
  const platforms: FeatureItem[] = [
    {
      id: 'ios',
      title: t`iPhone and iPad`,
      text: t`Search for “${brand}” in the App Store and install the app. It needs iOS 14 or later.`,
    },
    {
      id: 'android',
      title: t`Android phones`,
      text: t`Search for “${brand}” in your phone's app store and install the app. It needs Android 9 or later. The manuals are on our downloads page.`,
      action: (
        <LinkButton href="/service/down" variant="outline" size="small">
          {t`Go to downloads`}
        </LinkButton>
      ),
    },
    {
      id: 'windows',
      title: t`Windows computers`,
      text: t`${brand} Studio is installed from the current installer your distributor or our hotline sends you. It needs Windows 10 or later.`,
    },
  ];
  const features: FeatureItem[] = [
    {
      id: 'control',
      title: t`Control the camera`,
      text: t`The app joins the camera's own Wi-Fi, shows the battery and storage, and takes each shot with one tap.`,
    },
    {
      id: 'route',
      title: t`See the route as you go`,
      text: t`Every point appears on a live floor plan, so you can see which rooms are done and where the next point belongs.`,
    },
    {
      id: 'upload',
      title: t`Upload and share`,
      text: t`Upload finished scenes at up to ${UPLOAD_SPEED_MB_S.pro} MB/s, then share a link or a QR code as soon as the cloud has computed them.`,
    },
    {
      id: 'manage',
      title: t`Manage scenes on the go`,
      text: t`Rename, move and delete scenes, and check the capacity and points of each camera.`,
    },
  ];
  return (
    <Stack space="xxxlarge">
      <Section
        title={t`${brand} app`}
        lead={t`Shoot, upload and manage your scenes from your phone. Install the app before you unpack the camera: you need it for the first start.`}
      >
        <FeatureGrid items={platforms} columns={2} variant="card" />
      </Section>
      <Section title={t`What the app does`} lead={t`Everything you do on site happens in the app.`}>
        <FeatureGrid items={features} columns={2} />
      </Section>
    </Stack>
  );
}

/** User tutorials: the job from charging the camera to sharing the scene, step by step. */
export function UserTutorials() {
  const { t } = useLingui();
  const steps: { id: string; title: string; text: string }[] = [
    {
      id: 'charge',
      title: t`Charge and start the camera`,
      text: t`Charge the camera fully before the first use. Hold the power button for three seconds; the light turns steady blue when the camera is ready.`,
    },
    {
      id: 'connect',
      title: t`Connect the app`,
      text: t`Log in to the app with your account, tap Connect camera and choose the camera's Wi-Fi. The first connection binds the camera to your account.`,
    },
    {
      id: 'tripod',
      title: t`Set up the tripod`,
      text: t`Open the legs fully and raise the pole to about chest height, so tables and counters do not hide the floor. Check the level before each shot.`,
    },
    {
      id: 'shoot',
      title: t`Shoot point by point`,
      text: t`Tap Shoot and step out of the camera's view until it finishes. Move two to three metres to the next point; keep the previous point in sight so the two join.`,
    },
    {
      id: 'route',
      title: t`Plan the route and link points`,
      text: t`Work through the space room by room and shoot both sides of every doorway. If a point does not join, link it by hand on the plan in the app.`,
    },
    {
      id: 'upload',
      title: t`Upload and compute`,
      text: t`Upload the scene over Wi-Fi. The cloud builds the model, the dollhouse view and the floor plan; you get a message when the scene is ready.`,
    },
    {
      id: 'share',
      title: t`Edit and share`,
      text: t`Add hotspots, tags and a cover, then share the link or QR code, or embed the scene on your website. Manage every scene and folder in your account on this website.`,
    },
  ];
  return (
    <Section
      title={t`User tutorials`}
      lead={t`From charging the camera to sharing your first scene. Open a step to read it; the video tutorials show the same steps.`}
    >
      <Accordion allowsMultipleExpanded defaultExpandedKeys={['charge']}>
        {steps.map((step, index) => (
          <AccordionItem
            key={step.id}
            id={step.id}
            title={
              <>
                <span className={styles.stepNumber}>{String(index + 1).padStart(2, '0')}</span>
                {step.title}
              </>
            }
          >
            <Text>{step.text}</Text>
          </AccordionItem>
        ))}
      </Accordion>
      <div>
        <LinkButton href="/video-course" variant="outline">
          {t`Watch the video tutorials`}
        </LinkButton>
      </div>
    </Section>
  );
}

/** Questions and answers: the problems customers ask support about most. */
export function Faq() {
  const { t } = useLingui();
  const minPoints = POINTS.minForNewScenes;
  const questions: { id: string; q: string; a: string }[] = [
    {
      id: 'points',
      q: t`Why does my camera not generate new scenes?`,
      a: t`Each new scene uses points from the camera's balance. Below ${minPoints} points no new scene is generated; top up the camera in My cameras and upload again.`,
    },
    {
      id: 'capacity',
      q: t`How many scenes fit in my cloud capacity?`,
      a: t`Every account starts with ${BASE_CAPACITY_GB} GB (${LITE_CAPACITY_GB} GB with the Lite), enough for about ten scenes of 200 square metres. Larger plans hold proportionally more; above 1 TB, contact us.`,
    },
    {
      id: 'archived',
      q: t`Why is a scene marked as archived?`,
      a: t`When capacity runs out or expires, the newest scenes are archived: they cannot be viewed, edited or shared. Archived data is kept for ${ARCHIVE_RETENTION_YEARS} year. Buy or upgrade capacity, bind a camera with membership, or delete scenes to unarchive them.`,
    },
    {
      id: 'membership',
      q: t`What does membership give me?`,
      a: t`Unlimited capacity, your own logo and hotspots, faster computing in the queue and ${MEMBERSHIP.freeDownloads} free downloads, for ${MEMBERSHIP.yearlyFeeRmb} yuan a year. A membership is authorised to one of your own cameras.`,
    },
    {
      id: 'bind',
      q: t`How do I add a camera to my account?`,
      a: t`Open My cameras, choose Add camera and type the serial number (SN) from the label under the camera. You can add up to ${BIND_BATCH_MAX} cameras at once; a camera belongs to one account at a time.`,
    },
    {
      id: 'collaborate',
      q: t`Can someone else edit my scenes?`,
      a: t`Yes. Invite a collaborator by user name on a scene or a camera and choose what they may do, such as editing hotspots. Each scene or camera has one collaborator at a time.`,
    },
    {
      id: 'invoice',
      q: t`When do I receive my invoice?`,
      a: t`Electronic invoices arrive by e-mail within ${INVOICE_TIMINGS.eInvoiceDeliveryDays} days and special VAT invoices within ${INVOICE_TIMINGS.vatDeliveryBusinessDays} business days. You can correct invoice details within ${INVOICE_TIMINGS.editWithinDaysAfterDelivery} days after delivery.`,
    },
    {
      id: 'delete',
      q: t`How do I close my account?`,
      a: t`Ask for deletion in the payment centre. After a cooling-off period of ${ACCOUNT_DELETION_COOLING_OFF_DAYS} days your account, memberships and records are deleted and your cameras unbound; logging in during that time cancels the request.`,
    },
  ];
  return (
    <Section
      title={t`Questions and answers`}
      lead={t`Answers to the questions our support team hears most often. Still stuck? Our support hours and contacts are on the support overview.`}
    >
      <Accordion allowsMultipleExpanded defaultExpandedKeys={['points']}>
        {questions.map((item) => (
          <AccordionItem key={item.id} id={item.id} title={item.q}>
            <Text>{item.a}</Text>
          </AccordionItem>
        ))}
      </Accordion>
    </Section>
  );
}

/** Warranty and terms: what the warranty covers and how a repair works. */
export function Warranty() {
  const { t } = useLingui();
  const { bodyMonths, accessoriesMonths, repairWorkingDays } = WARRANTY;
  const blocks: FeatureItem[] = [
    {
      id: 'period',
      title: t`Warranty period`,
      text: t`The camera body is covered for ${bodyMonths} months from delivery; the battery, tripod and accessories for ${accessoriesMonths} months. Keep your order number or invoice as proof of purchase.`,
    },
    {
      id: 'covered',
      title: t`What is covered`,
      text: t`Faults in materials and workmanship under normal use: lenses, sensors, the battery's capacity, buttons and the Wi-Fi connection. We repair or replace the faulty part free of charge.`,
    },
    {
      id: 'excluded',
      title: t`What is not covered`,
      text: t`Damage from drops, water, fire or misuse; repairs or changes made outside our service centres; normal wear of the surface and consumables; lost accessories.`,
    },
    {
      id: 'repair',
      title: t`How a repair works`,
      text: t`Contact support with the camera's serial number and a description of the fault. We confirm the repair, you send the camera to us, and we return it within about ${repairWorkingDays} working days after it arrives.`,
    },
  ];
  return (
    <Stack space="xxxlarge">
      <Section title={t`Warranty`} lead={t`Every camera comes with a warranty from the day it is delivered to you.`}>
        <FeatureGrid items={blocks} columns={2} variant="card" />
      </Section>
      <Section
        title={t`Terms of service`}
        lead={t`Your scenes stay yours. We store, compute and show them so that the service works, and delete them when you delete them or close your account.`}
      >
        <Stack space="medium">
          <Text>{t`Cloud capacity, membership and points are bound to a camera and cannot be moved to another account. Capacity plans can be renewed or upgraded but not downgraded.`}</Text>
          <Text>{t`Scenes over capacity are archived, not deleted, and are kept for ${ARCHIVE_RETENTION_YEARS} year so you can unarchive them.`}</Text>
        </Stack>
      </Section>
    </Stack>
  );
}

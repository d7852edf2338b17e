import { useLingui } from '@lingui/react/macro';
import { BASE_CAPACITY_GB, CAMERA_SPECS, UPLOAD_SPEED_MB_S } from '@kankan/domain';
import {
  FeatureGrid,
  Inline,
  Link,
  LinkButton,
  PageHero,
  PageSection,
  PointCloudIllustration,
  SpecFigures,
  SpecTable,
  WireframeRoomIllustration,
  type FeatureItem,
} from '@kankan/ui';
import { ArtPair, Paragraph, StepNumber } from '../marketing/blocks.tsx';

const pro = CAMERA_SPECS.pro;

/** Core technology (`/location`): how the cameras and the cloud turn shots into a measurable 3D space. */
export default function TechnologyPage() {
  const { t } = useLingui();
  const lenses = pro.lenses;
  const { width, height } = pro.resolution;
  const resolution = t`${width}×${height}`;
  const proSpeed = UPLOAD_SPEED_MB_S.pro;
  const minionSpeed = UPLOAD_SPEED_MB_S.mini;
  const technologies: FeatureItem[] = [
    {
      id: 'multiLens',
      title: t`Multi-lens capture`,
      text: t`The Pro's ${lenses} lenses fire at the same instant and cover every direction, so one press at a point gives a complete ${resolution} panorama with no gaps and no ghosts of people walking past.`,
    },
    {
      id: 'depth',
      title: t`Depth and point clouds`,
      text: t`Alongside the picture the camera records how far away each surface is. The cloud turns those depths into a dense point cloud, the raw 3D shape of the room.`,
    },
    {
      id: 'stitching',
      title: t`Automatic stitching and link points`,
      text: t`The cloud works out where each point was taken and links neighbouring points into a walking route, so visitors step from room to room without anyone placing arrows by hand.`,
    },
    {
      id: 'cloud',
      title: t`Cloud computation`,
      text: t`Alignment, meshing, texturing and the floor plan are computed on our servers. A camera and a phone are all you carry; the scene is ready to share when the calculation ends.`,
    },
    {
      id: 'dome',
      title: t`Dome video`,
      text: t`Video can be played on the walls and screens inside a scene, or as a dome around the viewer, to show a machine running, a fountain flowing or a guide speaking.`,
    },
    {
      id: 'measure',
      title: t`Measurements`,
      text: t`Because every point carries depth, visitors can measure the width of a door, the height of a ceiling or the length of a counter straight in the browser.`,
    },
  ];
  const pipeline: FeatureItem[] = [
    {
      id: 'shoot',
      icon: <StepNumber index={0} />,
      title: t`Shoot`,
      text: t`Place the camera on its tripod, press Shoot in the app and move a few steps to the next point. The app shows which areas are already covered.`,
    },
    {
      id: 'upload',
      icon: <StepNumber index={1} />,
      title: t`Upload`,
      text: t`Send the points to the cloud from the app, at up to ${proSpeed} MB/s from the Pro and ${minionSpeed} MB/s from the Minion.`,
    },
    {
      id: 'compute',
      icon: <StepNumber index={2} />,
      title: t`Compute`,
      text: t`The cloud aligns the points, builds the point cloud and the textured model, links the points and draws the floor plan.`,
    },
    {
      id: 'publish',
      icon: <StepNumber index={3} />,
      title: t`Publish`,
      text: t`Add hotspots, dome video and measurements, then share the scene as a link, a QR code or an embed on your website.`,
    },
  ];
  return (
    <main>
      <PageHero
        eyebrow={t`Core technology`}
        title={t`How a few shots become a 3D space you can measure`}
        lead={t`Multi-lens cameras capture pictures and depth together; our cloud turns them into a point cloud, a textured model and a floor plan, linked into a space that opens in any browser.`}
        actions={
          <>
            <LinkButton href="#technologies" size="large">
              {t`The six technologies`}
            </LinkButton>
            <LinkButton href="/coreProducts" size="large" variant="outline">
              {t`Our cameras`}
            </LinkButton>
          </>
        }
        art={<PointCloudIllustration />}
      />
      <PageSection title={t`The capture in figures`}>
        <SpecFigures
          items={[
            { id: 'lenses', value: lenses, label: t`lenses on the Pro, firing together` },
            { id: 'resolution', value: resolution, label: t`pixels in every Pro panorama` },
            { id: 'proUpload', value: proSpeed, unit: t`MB/s`, label: t`upload speed from the Pro` },
            { id: 'minionUpload', value: minionSpeed, unit: t`MB/s`, label: t`upload speed from the Minion` },
          ]}
        />
      </PageSection>
      <PageSection
        id="technologies"
        background="subtle"
        title={t`Six technologies behind every scene`}
        lead={t`Each one removes a step that used to need a specialist, a laser scanner or a week of modelling.`}
      >
        <FeatureGrid items={technologies} columns={3} variant="card" />
      </PageSection>
      <PageSection
        background="dark"
        title={t`From a point cloud to a model`}
        lead={t`Left, the raw point cloud of a room corner as the depth data describes it; right, the model the cloud rebuilds from it, with walls, floor, doors and windows.`}
      >
        <ArtPair first={<PointCloudIllustration />} second={<WireframeRoomIllustration />} />
        <Paragraph>
          {t`The same model gives the floor plan and the measurements, so what visitors see and what they measure always agree.`}
        </Paragraph>
      </PageSection>
      <PageSection
        id="pipeline"
        title={t`From shooting to sharing`}
        lead={t`A home of 100 m² usually takes about fifteen minutes on site; the calculation continues in the cloud while you move on.`}
      >
        <FeatureGrid items={pipeline} columns={4} />
      </PageSection>
      <PageSection id="figures" background="subtle" width="narrow" title={t`Technical figures`}>
        <SpecTable
          rows={[
            { id: 'lenses', label: t`Pro lenses`, value: t`${lenses}, fired at the same instant` },
            { id: 'resolution', label: t`Pro panorama resolution`, value: resolution },
            { id: 'proUpload', label: t`Upload speed, Pro`, value: t`Up to ${proSpeed} MB/s` },
            { id: 'minionUpload', label: t`Upload speed, Minion`, value: t`Up to ${minionSpeed} MB/s` },
            {
              id: 'output',
              label: t`What the cloud delivers`,
              value: t`Point cloud, textured model, floor plan, linked walking route`,
            },
            {
              id: 'capacity',
              label: t`Cloud capacity`,
              value: t`${BASE_CAPACITY_GB} GB for every account, more by the month or the year`,
            },
          ]}
        />
      </PageSection>
      <PageSection
        background="dark"
        align="center"
        title={t`Build on the platform`}
        lead={t`Bring scenes into your own website or system with our SDK, or see the technology at work in real projects.`}
      >
        <Inline space="large" justify="center" alignY="center">
          <LinkButton href="/dev" size="large">
            {t`Developer SDK`}
          </LinkButton>
          <LinkButton href="/cases/all" size="large" variant="outline">
            {t`Customer cases`}
          </LinkButton>
          <Link href="/video-course" variant="standalone">
            {t`Video tutorials`}
          </Link>
        </Inline>
      </PageSection>
    </main>
  );
}

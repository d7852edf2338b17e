import { useLingui } from '@lingui/react/macro';
import { SolutionPage } from './SolutionPage.tsx';

/** The real estate solution (`/conductHouse`). */
export default function HouseSolutionPage() {
  const { t } = useLingui();
  return (
    <SolutionPage
      content={{
        industry: t`Real estate`,
        motif: 'realEstate',
        title: t`Open houses that never close`,
        lead: t`Buyers and tenants walk through a listing from their sofa, measure the rooms and come to the viewing already convinced. Agents spend their time on the visits that matter.`,
        problems: [
          {
            id: 'visits',
            title: t`Too many wasted viewings`,
            text: t`A day of viewings often ends with buyers who knew from the hallway that the flat was not for them.`,
          },
          {
            id: 'photos',
            title: t`Photos that hide the layout`,
            text: t`Wide-angle photos make every room look big and never show how the rooms connect, so trust suffers at the first visit.`,
          },
          {
            id: 'remote',
            title: t`Buyers in another city`,
            text: t`People moving for work or buying for their children cannot travel for every listing, and video calls tire everyone.`,
          },
        ],
        answers: [
          {
            id: 'tour',
            title: t`A 3D tour on every listing`,
            text: t`Publish the scene with the listing. Visitors walk from room to room, look out of the windows and see the real layout.`,
          },
          {
            id: 'plan',
            title: t`Floor plan and measurements`,
            text: t`The floor plan is drawn from the scan, and buyers measure a wall for their sofa without calling you.`,
          },
          {
            id: 'guided',
            title: t`Hotspots on what sells`,
            text: t`Point out the new kitchen, the school across the road or the storage under the stairs with notes and photos in the scene.`,
          },
          {
            id: 'share',
            title: t`Share anywhere`,
            text: t`Send the link or QR code in a chat, put it on property portals or embed it on your agency's website.`,
          },
        ],
        workflow: [
          {
            id: 'book',
            title: t`Take the listing`,
            text: t`Agree the listing with the owner and book a short visit to capture it.`,
          },
          {
            id: 'shoot',
            title: t`Capture in minutes`,
            text: t`Shoot each room with the app's guidance; a typical flat is done in one short visit.`,
          },
          {
            id: 'publish',
            title: t`Publish with the listing`,
            text: t`Once the cloud finishes the scene, add hotspots and put the link next to the photos.`,
          },
          {
            id: 'follow',
            title: t`Show serious buyers`,
            text: t`Buyers who come to a viewing have already walked the flat online, so the visit is about the deal.`,
          },
        ],
        camera: 'lite',
        cameraReason: t`Agents capture many homes a week and carry the camera from flat to flat. The light, pocket-sized Lite shoots a typical home quickly at a price that lets every agent in a branch have one; choose the Pro for villas and large new developments.`,
        cases: '/cases/realEstate',
        casesLabel: t`See real estate cases`,
      }}
    />
  );
}

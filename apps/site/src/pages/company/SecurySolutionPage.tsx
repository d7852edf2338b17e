import { useLingui } from '@lingui/react/macro';
import { SolutionPage } from './SolutionPage.tsx';

/** The catering solution (`/conductSecury`; the address is historical, the site's menus name it catering). */
export default function SecurySolutionPage() {
  const { t } = useLingui();
  return (
    <SolutionPage
      content={{
        industry: t`Catering`,
        motif: 'catering',
        title: t`Let guests look around before they book`,
        lead: t`Show the dining room, the private rooms and the kitchen you are proud of. Guests choose their table with confidence and banquets are booked without a site visit.`,
        problems: [
          {
            id: 'rooms',
            title: t`Private rooms sold by phone`,
            text: t`Guests planning a dinner or a banquet call to ask how big the rooms are and how the tables are set, again and again.`,
          },
          {
            id: 'photos',
            title: t`Photos that all look alike`,
            text: t`Close-ups of dishes say nothing about the atmosphere, the view or how busy the room feels.`,
          },
          {
            id: 'kitchen',
            title: t`Trust in the kitchen`,
            text: t`Guests want to see that the kitchen is clean and well run before they order for their family.`,
          },
        ],
        answers: [
          {
            id: 'tour',
            title: t`Walk the restaurant`,
            text: t`Guests tour the dining room and every private room in 3D, from the entrance to the window tables.`,
          },
          {
            id: 'rooms',
            title: t`Rooms with their details`,
            text: t`Hotspots give each private room its seats, minimum spend and booking number.`,
          },
          {
            id: 'kitchen',
            title: t`An open kitchen`,
            text: t`Include the kitchen in the scene to show your hygiene and your cooks at work.`,
          },
          {
            id: 'booking',
            title: t`On your booking pages`,
            text: t`Put the scene on delivery and review platforms, your booking page and your social media accounts.`,
          },
        ],
        workflow: [
          {
            id: 'set',
            title: t`Set the tables`,
            text: t`Lay the tables as for service, with the lights on, before the doors open.`,
          },
          {
            id: 'shoot',
            title: t`Capture every room`,
            text: t`Shoot the dining room, the private rooms and the kitchen in one morning.`,
          },
          {
            id: 'details',
            title: t`Add the details`,
            text: t`Tag each private room with its seats, its minimum spend and how to book it.`,
          },
          {
            id: 'share',
            title: t`Share with guests`,
            text: t`Send the link to guests who ask and put it on every page where they find you.`,
          },
        ],
        camera: 'lite',
        cameraReason: t`A restaurant is captured in one morning and refreshed when the decoration changes. The Lite is light and easy for your own staff to use, at a price that suits a single restaurant as well as a chain.`,
        cases: '/cases/catering',
        casesLabel: t`See catering cases`,
      }}
    />
  );
}

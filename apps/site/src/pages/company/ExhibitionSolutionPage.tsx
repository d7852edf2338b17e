import { useLingui } from '@lingui/react/macro';
import { SolutionPage } from './SolutionPage.tsx';

/** The museums and exhibitions solution (`/conductExhibition`). */
export default function ExhibitionSolutionPage() {
  const { t } = useLingui();
  return (
    <SolutionPage
      content={{
        industry: t`Museums and exhibitions`,
        motif: 'museum',
        title: t`Exhibitions that stay open after they close`,
        lead: t`Keep every gallery and temporary exhibition as it stood, with labels, audio and video on the exhibits, for visitors, researchers and your own archive.`,
        problems: [
          {
            id: 'temporary',
            title: t`Exhibitions are taken down`,
            text: t`Months of curation disappear when a temporary exhibition closes, leaving only a catalogue and a few photos.`,
          },
          {
            id: 'reach',
            title: t`Visitors who cannot come`,
            text: t`Schools in other regions, people with limited mobility and audiences abroad never see the halls.`,
          },
          {
            id: 'fragile',
            title: t`Rooms that cannot take crowds`,
            text: t`Historic interiors and fragile sites limit how many people may enter, however many would like to.`,
          },
        ],
        answers: [
          {
            id: 'detail',
            title: t`Detail close enough to read`,
            text: t`High-resolution panoramas keep labels, textures and brushwork sharp as visitors lean in.`,
          },
          {
            id: 'guide',
            title: t`The exhibits speak`,
            text: t`Attach texts, audio guides, images and dome video to each exhibit, in as many languages as you prepare.`,
          },
          {
            id: 'archive',
            title: t`A measured record`,
            text: t`Every exhibition is kept with its layout and dimensions, a reference for loans, restoration and the next design.`,
          },
          {
            id: 'online',
            title: t`An online hall`,
            text: t`Embed the exhibition on your website or share it on social media; the scene opens in any browser without an app.`,
          },
        ],
        workflow: [
          {
            id: 'plan',
            title: t`Plan the route`,
            text: t`Walk the exhibition with the curator and mark the points where the camera will stand.`,
          },
          {
            id: 'shoot',
            title: t`Capture before opening`,
            text: t`Shoot the halls floor by floor outside visiting hours, before lighting and visitors change.`,
          },
          {
            id: 'guide',
            title: t`Add the guide`,
            text: t`Put labels, audio and video on the exhibits once the cloud has built the scene.`,
          },
          {
            id: 'open',
            title: t`Open it online`,
            text: t`Publish the exhibition on your website and keep it there long after the doors close.`,
          },
        ],
        camera: 'pro',
        cameraReason: t`Large halls, high ceilings and fine detail call for the eight-lens Pro: its lenses fire together, so a whole hall is captured in few points, and its resolution keeps every label legible.`,
        cases: '/cases/museum',
        casesLabel: t`See museum cases`,
      }}
    />
  );
}

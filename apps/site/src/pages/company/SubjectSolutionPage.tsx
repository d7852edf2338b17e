import { useLingui } from '@lingui/react/macro';
import { SolutionPage } from './SolutionPage.tsx';

/** The home design solution (`/conductSubject`). */
export default function SubjectSolutionPage() {
  const { t } = useLingui();
  return (
    <SolutionPage
      content={{
        industry: t`Home design`,
        motif: 'home',
        title: t`Measure once, design on the real home`,
        lead: t`Capture a home in one visit and design on an exact model of it. Show owners the plan inside their own rooms and give the builders the same measurements.`,
        problems: [
          {
            id: 'measuring',
            title: t`Site visits eat the week`,
            text: t`Every project starts with hours of measuring, and a missed alcove means another trip across town.`,
          },
          {
            id: 'imagining',
            title: t`Owners cannot picture the plan`,
            text: t`Drawings and mood boards leave owners unsure, so decisions drag on and changes come late.`,
          },
          {
            id: 'handover',
            title: t`Details lost on site`,
            text: t`Builders work from notes and photos, and pipes, sockets and beams turn up where nobody expected them.`,
          },
        ],
        answers: [
          {
            id: 'measure',
            title: t`Measurements from the scan`,
            text: t`Take any dimension from the 3D space back at the studio: wall lengths, ceiling heights, window sills.`,
          },
          {
            id: 'plan',
            title: t`A floor plan to start from`,
            text: t`The cloud draws the floor plan of the home, ready to design on.`,
          },
          {
            id: 'before',
            title: t`Before and after`,
            text: t`Capture the home before the works and again when they are done, to show owners and future clients the change.`,
          },
          {
            id: 'notes',
            title: t`Notes in the space`,
            text: t`Mark sockets, pipes and changes with hotspots, so builders find them in the scene before they find them in the wall.`,
          },
        ],
        workflow: [
          {
            id: 'visit',
            title: t`First visit`,
            text: t`Capture the whole home while you talk to the owners about what they want.`,
          },
          {
            id: 'design',
            title: t`Design at the studio`,
            text: t`Work from the measured model and the floor plan instead of sketches.`,
          },
          {
            id: 'present',
            title: t`Present in the scene`,
            text: t`Walk the owners through their own rooms with the proposal beside them.`,
          },
          {
            id: 'build',
            title: t`Hand over to the builders`,
            text: t`Share the scene with the site team, notes and measurements included.`,
          },
        ],
        camera: 'pro',
        cameraReason: t`Designers need dimensions they can trust. The Pro's depth at every point gives measurements precise enough to plan cabinets and furniture, in one visit per home.`,
        cases: '/cases/home',
        casesLabel: t`See home design cases`,
      }}
    />
  );
}

export { StoryFrame, type StoryFrameProps } from './StoryFrame.tsx';
export { StoryRouter } from './StoryRouter.tsx';
export { storyLocale, useSample } from './sample.ts';
export { sampleQr } from './sampleQr.ts';
// The distributor form's rules, which load on demand: page stories load them before their plays.
export { formRules as distributorFormRules } from '../patterns/DistributorApplicationForm/DistributorApplicationForm.tsx';
export { dialogOf, tabTo } from './plays.ts';

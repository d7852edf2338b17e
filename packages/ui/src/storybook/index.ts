export { StoryFrame, type StoryFrameProps } from './StoryFrame.tsx';
export { StoryRouter } from './StoryRouter.tsx';
export { storyLocale, useSample } from './sample.ts';
export { sampleQr } from './sampleQr.ts';
export { clearAnnouncements, dialogOf, openByKeyboard, tabTo } from './plays.ts';

export { StoryFrame, type StoryFrameProps } from './StoryFrame.tsx';
export { storyLocale, useSample } from './sample.ts';
export { sampleQr } from './sampleQr.ts';

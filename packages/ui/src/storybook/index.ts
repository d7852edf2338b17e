export { StoryFrame, type StoryFrameProps } from './StoryFrame.tsx';
export { StoryHeading, type StoryHeadingProps } from './StoryHeading.tsx';
export { StoryInverted, type StoryInvertedProps } from './StoryInverted.tsx';
export { StoryRouter } from './StoryRouter.tsx';
export {
  StoryHeight,
  StoryRoom,
  StoryWidth,
  type StoryHeightProps,
  type StoryRoomProps,
  type StoryWidthName,
  type StoryWidthProps,
} from './StoryWidth.tsx';
export {
  RequiredForm,
  expectInvalid,
  longTextStory,
  playDescription,
  playDisabled,
  playInvalid,
  requiredInForm,
  requiredMessages,
  sampledField,
  submitByKeyboard,
  type FieldPlayContext,
  type FieldTarget,
  type InvalidCheck,
  type Localized,
  type RequiredFormProps,
  type RequiredInFormOptions,
  type WithError,
} from './fields.tsx';
export { roomPicture } from './roomPicture.ts';
export { storyLocale, useSample } from './sample.ts';
export { sampleQr } from './sampleQr.ts';
export * as showcase from './showcase.css.ts';
export { clearAnnouncements, dialogOf, openByKeyboard, startStory, tabTo } from './plays.ts';

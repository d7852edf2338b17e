export { VideoTutorialList, type VideoTutorial, type VideoTutorialListProps } from './VideoTutorialList.tsx';
export { VideoPoster, type VideoPosterProps } from './VideoPoster.tsx';

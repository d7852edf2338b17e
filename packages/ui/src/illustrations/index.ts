export { type IllustrationProps } from './Illustration.tsx';
export {
  LiteCameraIllustration,
  MinionCameraIllustration,
  ProCameraIllustration,
  TripodIllustration,
} from './products.tsx';
export { PointCloudIllustration, WireframeRoomIllustration } from './scans.tsx';
export { IndustryMotif, industryMotifs, type IndustryMotifName, type IndustryMotifProps } from './industries.tsx';

// Product patterns: marketing page sections, product specification blocks and illustrations.
export {
  FeatureGrid,
  featureGridColumns,
  type FeatureGridProps,
  type FeatureItem,
} from '../patterns/FeatureGrid/index.ts';
export { PageHero, pageHeroBackgrounds, type PageHeroProps } from '../patterns/PageHero/index.ts';
export {
  PageSection,
  pageSectionBackgrounds,
  pageSectionWidths,
  type PageSectionProps,
} from '../patterns/PageSection/index.ts';
export { SpecFigures, type SpecFigure, type SpecFiguresProps } from '../patterns/SpecFigures/index.ts';
export { SpecTable, type SpecRow, type SpecTableProps } from '../patterns/SpecTable/index.ts';
export {
  IndustryMotif,
  industryMotifs,
  LiteCameraIllustration,
  MinionCameraIllustration,
  PointCloudIllustration,
  ProCameraIllustration,
  TripodIllustration,
  WireframeRoomIllustration,
  type IllustrationProps,
  type IndustryMotifName,
  type IndustryMotifProps,
} from '../illustrations/index.ts';

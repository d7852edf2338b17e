export { FeatureGrid, featureGridColumns, type FeatureGridProps, type FeatureItem } from './FeatureGrid.tsx';

export { Skeleton, skeletonCircleSizes, skeletonVariants, type SkeletonProps } from './Skeleton.tsx';

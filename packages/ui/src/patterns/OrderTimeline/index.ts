export { OrderTimeline, type OrderTimelineProps } from './OrderTimeline.tsx';

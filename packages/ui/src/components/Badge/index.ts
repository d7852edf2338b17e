export { Badge, badgeSizes, badgeTones, type BadgeProps } from './Badge.tsx';

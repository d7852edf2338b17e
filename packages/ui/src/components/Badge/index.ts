export { Badge, badgeSizes, badgeTones, type BadgeProps, type BadgeTone } from './Badge.tsx';

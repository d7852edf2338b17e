export { MembershipCard, type MembershipCardProps, type MembershipSummary, type OwnCamera } from './MembershipCard.tsx';

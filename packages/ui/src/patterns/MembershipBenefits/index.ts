export { MembershipBenefits, type MembershipBenefitsProps } from './MembershipBenefits.tsx';

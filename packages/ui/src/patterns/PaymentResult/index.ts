export { PaymentResult, type PaymentResultProps } from './PaymentResult.tsx';
export { manualClock, systemClock, type CountdownClock } from './clock.ts';

export { Card, CardSlotsContent, type CardProps, type CardSlots } from './Card.tsx';

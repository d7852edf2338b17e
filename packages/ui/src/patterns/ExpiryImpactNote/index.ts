export { ExpiryImpactNote, type ExpiryImpact, type ExpiryImpactNoteProps } from './ExpiryImpactNote.tsx';

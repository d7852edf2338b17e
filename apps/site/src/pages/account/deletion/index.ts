export { AccountDeletionEntry, type AccountDeletionEntryProps } from './AccountDeletionEntry.tsx';

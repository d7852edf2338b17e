// Product patterns: account forms (password, profile, addresses, folder name), camera cards and the membership card.
export { AddressForm, type AddressFormProps } from '../patterns/AddressForm/index.ts';
export { AddressList, type AddressListProps, type SavedAddress } from '../patterns/AddressList/index.ts';
export {
  CameraCard,
  type CameraActions,
  type CameraCardProps,
  type CameraSummary,
} from '../patterns/CameraCard/index.ts';
export { CameraList, type CameraListProps } from '../patterns/CameraList/index.ts';
export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  type ChangePasswordPayload,
} from '../patterns/ChangePasswordForm/index.ts';
export { ExpiryImpactNote, type ExpiryImpact, type ExpiryImpactNoteProps } from '../patterns/ExpiryImpactNote/index.ts';
export { FolderNameDialog, type FolderNameDialogProps } from '../patterns/FolderNameDialog/index.ts';
export {
  MembershipCard,
  type MembershipCardProps,
  type MembershipSummary,
  type OwnCamera,
} from '../patterns/MembershipCard/index.ts';
export { ProfileForm, type ProfileFormProps, type ProfilePayload } from '../patterns/ProfileForm/index.ts';

export {
  InviteCollaboratorDialog,
  type CollaborationResource,
  type InviteCollaboratorDialogProps,
} from './InviteCollaboratorDialog.tsx';

export { Dialog, Modal, type DialogProps, type ModalProps } from './Dialog.tsx';
export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';

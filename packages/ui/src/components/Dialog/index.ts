export { Dialog, Modal, type DialogProps, type ModalProps } from './Dialog.tsx';
export { DialogTrigger } from 'react-aria-components';

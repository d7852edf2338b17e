// Overlays and feedback.
export { Dialog, DialogTrigger, Modal, type DialogProps, type ModalProps } from '../components/Dialog/index.ts';
export { Spinner, type SpinnerProps } from '../components/Spinner/index.ts';

export { Button, buttonSizes, buttonTones, buttonVariants, type ButtonProps } from './components/Button/index.ts';
export { Dialog, DialogTrigger, Modal, type DialogProps, type ModalProps } from './components/Dialog/index.ts';
export { Spinner, type SpinnerProps } from './components/Spinner/index.ts';
export { invertedSurface, vars, type DialogSize } from './tokens/index.ts';

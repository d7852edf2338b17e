export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden.tsx';

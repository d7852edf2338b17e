export { ProgressBar, progressBarSizes, type ProgressBarProps } from './ProgressBar.tsx';

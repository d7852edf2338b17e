export { CustomerMessagePanel, type CustomerMessagePanelProps } from './CustomerMessagePanel.tsx';

export { CustomerMessagePanel, messageUsLabel, type CustomerMessagePanelProps } from './CustomerMessagePanel.tsx';

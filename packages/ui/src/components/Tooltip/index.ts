export { Tooltip, TooltipTrigger, TOOLTIP_DELAY_MS, type TooltipProps, type TooltipTriggerProps } from './Tooltip.tsx';

export { Text, textSizes, textTones, textWeights, type TextProps, type TextTone } from './Text.tsx';

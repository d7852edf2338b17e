export { Box, boxElements, type BoxProps } from './Box.tsx';

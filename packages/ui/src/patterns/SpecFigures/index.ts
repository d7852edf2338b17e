export { SpecFigures, type SpecFigure, type SpecFiguresProps } from './SpecFigures.tsx';

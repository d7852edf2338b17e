export { Heading, headingLevels, type HeadingLevel, type HeadingProps } from './Heading.tsx';

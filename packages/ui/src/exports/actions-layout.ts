// Layout, type, icons and actions. Owned by the layout/actions work; one export list per group.
export { Box, boxElements, type BoxProps } from '../components/Box/index.ts';
export { Button, buttonSizes, buttonTones, buttonVariants, type ButtonProps } from '../components/Button/index.ts';
export {
  LayoutColumn,
  Columns,
  columnWidths,
  columnsAlignments,
  type LayoutColumnProps,
  type ColumnsProps,
} from '../components/Columns/index.ts';
export { Container, containerWidths, type ContainerProps } from '../components/Container/index.ts';
export { Divider, type DividerProps } from '../components/Divider/index.ts';
export { Heading, headingLevels, type HeadingLevel, type HeadingProps } from '../components/Heading/index.ts';
export { IconButton, type IconButtonProps } from '../components/IconButton/index.ts';
export { Inline, inlineAlignments, inlineJustifications, type InlineProps } from '../components/Inline/index.ts';
export {
  isExternalHref,
  Link,
  LinkComponentProvider,
  linkTones,
  linkVariants,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProps,
} from '../components/Link/index.ts';
export { LinkButton, type LinkButtonProps } from '../components/LinkButton/index.ts';
export { Stack, stackAlignments, type StackProps } from '../components/Stack/index.ts';
export { Text, textSizes, textTones, textWeights, type TextProps, type TextTone } from '../components/Text/index.ts';
export {
  ToggleButton,
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleButtonProps,
} from '../components/ToggleButtonGroup/index.ts';
export { VisuallyHidden, type VisuallyHiddenProps } from '../components/VisuallyHidden/index.ts';
export { sprinkles, type Sprinkles } from '../styles/sprinkles.css.ts';
export { tabularNums } from '../styles/utilities.css.ts';
export * from '../icons/index.ts';

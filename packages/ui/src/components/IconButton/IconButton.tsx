import type { ReactElement, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { IconProps } from '../../icons/Icon.tsx';
import { button, disabled } from '../Button/Button.css.ts';
import type { buttonSizes, buttonTones, buttonVariants } from '../Button/Button.tsx';
import * as styles from './IconButton.css.ts';

export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label'> {
  /** What the button does, read by screen readers (the button shows only the icon). Required. */
  label: string;
  /** One icon of the set, e.g. `<CloseIcon />`. */
  icon: ReactElement<IconProps>;
  variant?: (typeof buttonVariants)[number];
  tone?: (typeof buttonTones)[number];
  size?: (typeof buttonSizes)[number];
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon; `label` is its accessible name. Default look: ghost, neutral. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  tone = 'neutral',
  size = 'medium',
  ...props
}: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={`${button({ variant, tone, size })} ${disabled} ${styles.shape[size]}`}
    >
      {icon}
    </AriaButton>
  );
}

import type { ReactNode } from 'react';
import { button, disabled, label } from '../Button/Button.css.ts';
import type { buttonSizes, buttonTones, buttonVariants } from '../Button/Button.tsx';
import { RouterAnchor, type RouterAnchorProps } from '../Link/RouterAnchor.tsx';

export interface LinkButtonProps extends Omit<RouterAnchorProps, 'className' | 'style' | 'children'> {
  variant?: (typeof buttonVariants)[number];
  tone?: (typeof buttonTones)[number];
  size?: (typeof buttonSizes)[number];
  fullWidth?: boolean;
  /** Shown before the label. */
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * A link that looks like a Button, for actions that go to another page ("Buy now" → product page): a native
 * `<a href>`, router-aware like `Link` (through the app's link component it navigates client-side).
 */
export function LinkButton({ variant, tone, size, fullWidth, icon, children, ...props }: LinkButtonProps) {
  return (
    <RouterAnchor {...props} className={`${button({ variant, tone, size, fullWidth })} ${disabled}`}>
      <span className={label}>
        {icon}
        {children}
      </span>
    </RouterAnchor>
  );
}

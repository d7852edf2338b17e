import type { ReactNode, Ref } from 'react';
import {
  Collection,
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Popover as AriaPopover,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { CheckIcon } from '../../icons/icons.tsx';
import { popoverOffset } from '../Popover/Popover.tsx';
import * as popoverStyles from '../Popover/Popover.css.ts';
import * as styles from './Menu.css.ts';

export { MenuTrigger, type MenuTriggerProps } from 'react-aria-components';

export interface MenuProps<T> extends Omit<AriaMenuProps<T>, 'className' | 'style'> {
  /** Where the menu opens relative to its trigger. Default `bottom start`. */
  placement?: AriaPopoverProps['placement'];
  ref?: Ref<HTMLDivElement>;
}

/**
 * The list of actions of a `MenuTrigger` (after its `Button`), in its own popover. Arrow keys move, Enter or Space
 * acts, typing jumps to an item, Escape closes and focus returns to the trigger.
 */
export function Menu<T extends object>({ placement = 'bottom start', ...props }: MenuProps<T>) {
  return (
    <AriaPopover placement={placement} offset={popoverOffset.plain} className={popoverStyles.panel}>
      <AriaMenu {...props} className={styles.menu} />
    </AriaPopover>
  );
}

export const menuItemTones = ['neutral', 'critical'] as const;

export interface MenuItemProps<T> extends Omit<AriaMenuItemProps<T>, 'className' | 'style' | 'children'> {
  /** `critical` for destructive actions (delete, unbind, log out). */
  tone?: (typeof menuItemTones)[number];
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** A second, muted line. */
  description?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

export function MenuItem<T extends object>({
  tone = 'neutral',
  icon,
  description,
  children,
  ...props
}: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue}
      className={icon ? `${styles.item[tone]} ${styles.withIcon}` : styles.item[tone]}
    >
      {({ isSelected }) => (
        <>
          {icon ? <span className={styles.icon}>{icon}</span> : null}
          {/* No label/description slots: the item's name is all its visible text (axe's label-content rule). */}
          <span className={styles.label}>{children}</span>
          {description ? <span className={styles.description}>{description}</span> : null}
          {isSelected ? (
            <span className={styles.check}>
              <CheckIcon size="small" />
            </span>
          ) : null}
        </>
      )}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T> extends Omit<AriaMenuSectionProps<T>, 'className' | 'style'> {
  /** Visible heading of the group; it also names the group. */
  title?: ReactNode;
  ref?: Ref<HTMLElement>;
}

export function MenuSection<T extends object>({ title, children, items, dependencies, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className={styles.section}>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      <Collection items={items} dependencies={dependencies}>
        {children}
      </Collection>
    </AriaMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

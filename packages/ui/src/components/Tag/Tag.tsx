import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import {
  Button,
  Label,
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  TagList,
  type TagGroupProps as AriaTagGroupProps,
  type TagListProps,
  type TagProps as AriaTagProps,
} from 'react-aria-components';
import { CheckIcon, CloseIcon } from '../../icons/icons.tsx';
import * as styles from './Tag.css.ts';

export interface TagGroupProps<T>
  extends
    Omit<AriaTagGroupProps, 'className' | 'style' | 'children'>,
    Pick<TagListProps<T>, 'items' | 'children' | 'dependencies'> {
  /** Visible label of the group. Without it, give `aria-label`. */
  label?: ReactNode;
  /** Shown when there are no tags. */
  renderEmptyState?: () => ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A set of tags: with `onRemove` each tag gets a remove button (Backspace / Delete also remove the focused tag);
 * with `selectionMode` the tags work as filter chips (Space / Enter toggles).
 */
export function TagGroup<T extends object>({
  label,
  items,
  children,
  dependencies,
  renderEmptyState,
  ...props
}: TagGroupProps<T>) {
  return (
    <AriaTagGroup {...props} className={styles.group}>
      {label ? <Label className={styles.label}>{label}</Label> : null}
      <TagList
        items={items}
        dependencies={dependencies}
        className={styles.list}
        renderEmptyState={
          renderEmptyState ? () => <span className={styles.empty}>{renderEmptyState()}</span> : undefined
        }
      >
        {children}
      </TagList>
    </AriaTagGroup>
  );
}

export interface TagProps extends Omit<AriaTagProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

export function Tag({ children, ...props }: TagProps) {
  const { t } = useLingui();
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaTag {...props} textValue={textValue} className={styles.tag}>
      {({ allowsRemoving, isSelected, selectionMode }) => (
        <>
          {selectionMode !== 'none' && isSelected ? <CheckIcon size="small" /> : null}
          {children}
          {allowsRemoving ? (
            <Button slot="remove" className={styles.remove} aria-label={t`Remove`}>
              <CloseIcon size="small" />
            </Button>
          ) : null}
        </>
      )}
    </AriaTag>
  );
}

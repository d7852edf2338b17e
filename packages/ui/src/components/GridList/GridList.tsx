import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import {
  GridList as AriaGridList,
  GridListItem as AriaGridListItem,
  type GridListItemProps as AriaGridListItemProps,
  type GridListProps as AriaGridListProps,
} from 'react-aria-components';
import { CardSlotsContent, type CardSlots } from '../Card/Card.tsx';
import { SelectionCheckbox } from '../Table/SelectionCheckbox.tsx';
import * as styles from './GridList.css.ts';

export const gridListColumns = [2, 3, 4, 5, 6] as const;

export interface GridListProps<T> extends Omit<
  AriaGridListProps<T>,
  'className' | 'style' | 'layout' | 'renderEmptyState' | 'selectionBehavior'
> {
  /** Cards per row. Default 4. */
  columns?: (typeof gridListColumns)[number];
  /** Shown when there are no items; defaults to the catalogue's "No data". */
  renderEmptyState?: () => ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A grid of selectable cards (e.g. scene covers). Arrow keys move in two dimensions, Space toggles selection,
 * Enter runs `onAction`. Items in `disabledKeys` cannot be selected.
 */
export function GridList<T extends object>({ columns = 4, renderEmptyState, ...props }: GridListProps<T>) {
  const { t } = useLingui();
  return (
    <AriaGridList
      {...props}
      layout="grid"
      selectionBehavior="toggle"
      className={styles.columns[columns]}
      renderEmptyState={() => <div className={styles.empty}>{renderEmptyState ? renderEmptyState() : t`No data`}</div>}
    />
  );
}

export interface GridListItemProps
  extends Omit<AriaGridListItemProps, 'className' | 'style' | 'children' | 'textValue'>, CardSlots {
  /** The card's name as plain text, read out and used for type-ahead. */
  textValue: string;
  ref?: Ref<HTMLDivElement>;
}

/** A card in a `GridList`: the same slots as `Card`, plus a selection checkbox when the grid allows selection. */
export function GridListItem({ textValue, media, header, footer, children, ...props }: GridListItemProps) {
  return (
    <AriaGridListItem {...props} textValue={textValue} className={styles.item}>
      {({ selectionMode }) => (
        <>
          {selectionMode === 'none' ? null : (
            <span className={styles.checkbox}>
              <SelectionCheckbox />
            </span>
          )}
          <CardSlotsContent
            media={media ? <div className={styles.disabledMedia}>{media}</div> : undefined}
            header={header}
            footer={footer}
          >
            {children}
          </CardSlotsContent>
        </>
      )}
    </AriaGridListItem>
  );
}

import { useLingui } from '@lingui/react/macro';
import { createContext, useContext, useLayoutEffect, type ReactNode, type Ref } from 'react';
import { useObjectRef } from 'react-aria/useObjectRef';
import {
  Cell as AriaCell,
  Collection,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  useTableOptions,
  VisuallyHidden,
  type CellProps as AriaCellProps,
  type ColumnProps as AriaColumnProps,
  type RowProps as AriaRowProps,
  type TableBodyProps as AriaTableBodyProps,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/shellIcons.tsx';
import { ChevronUpIcon } from '../../icons/icons.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { SelectionCheckbox } from './SelectionCheckbox.tsx';
import * as styles from './Table.css.ts';

export type TableAlign = 'start' | 'end' | 'center';

interface TableState {
  isLoading: boolean;
  stickyHeader: boolean;
}

const TableStateContext = createContext<TableState>({ isLoading: false, stickyHeader: false });

export interface TableProps extends Omit<AriaTableProps, 'className' | 'style'> {
  /**
   * While true the body shows one spinner row in place of the rows, and the table is `aria-busy`. Keep the previous
   * rows out of `items` or not: they are hidden either way.
   */
  isLoading?: boolean;
  /** Keep the header row visible while the rows scroll; the caller's layout sets the container's height. */
  stickyHeader?: boolean;
  ref?: Ref<HTMLTableElement>;
}

/**
 * A data table: sortable columns, row selection with checkboxes (`selectionMode`, `disabledKeys`), loading and
 * empty states. Compose it from `TableHeader` + `Column` and `TableBody` + `Row` + `Cell`.
 */
export function Table({ isLoading = false, stickyHeader = false, ref: forwardedRef, ...props }: TableProps) {
  const ref = useObjectRef(forwardedRef);
  // React Aria does not forward aria-busy, so set it on the table element itself.
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return;
    if (isLoading) table.setAttribute('aria-busy', 'true');
    else table.removeAttribute('aria-busy');
  }, [isLoading, ref]);
  return (
    <div className={styles.container({ stickyHeader })}>
      <TableStateContext.Provider value={{ isLoading, stickyHeader }}>
        <AriaTable {...props} ref={ref} className={styles.table} />
      </TableStateContext.Provider>
    </div>
  );
}

export interface TableHeaderProps<T> extends Omit<AriaTableHeaderProps<T>, 'className' | 'style'> {
  ref?: Ref<HTMLTableSectionElement>;
}

/** The header row; adds the "select all" checkbox column when the table allows multiple selection. */
export function TableHeader<T extends object>({ columns, children, ...props }: TableHeaderProps<T>) {
  const { t } = useLingui();
  const { selectionMode, selectionBehavior } = useTableOptions();
  const { stickyHeader } = useContext(TableStateContext);
  const withCheckbox = selectionMode !== 'none' && selectionBehavior === 'toggle';
  return (
    <AriaTableHeader {...props} className={styles.header({ sticky: stickyHeader })}>
      {withCheckbox ? (
        <AriaColumn className={`${styles.column} ${styles.checkboxCell}`}>
          {selectionMode === 'multiple' ? (
            <SelectionCheckbox aria-label={t`Select all`} />
          ) : (
            <VisuallyHidden>{t`Select`}</VisuallyHidden>
          )}
        </AriaColumn>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </AriaTableHeader>
  );
}

export interface ColumnProps extends Omit<AriaColumnProps, 'className' | 'style' | 'children'> {
  /** `end` for amounts, counts and dates: right-aligned tabular figures (give the cells the same). */
  align?: TableAlign;
  children: ReactNode;
  ref?: Ref<HTMLTableCellElement>;
}

/** A column header. With `allowsSorting` it shows an arrow and React Aria sets `aria-sort`. */
export function Column({ align = 'start', children, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className={`${styles.column} ${styles.align[align]}`}>
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnInner[align]}>
          <span>{children}</span>
          {allowsSorting ? (
            sortDirection === 'descending' ? (
              <ChevronDownIcon size="small" className={styles.sortIcon} />
            ) : sortDirection === 'ascending' ? (
              <ChevronUpIcon size="small" className={styles.sortIcon} />
            ) : (
              <ChevronDownIcon size="small" className={styles.sortIconIdle} />
            )
          ) : null}
        </span>
      )}
    </AriaColumn>
  );
}

export interface TableBodyProps<T> extends Omit<AriaTableBodyProps<T>, 'className' | 'style' | 'renderEmptyState'> {
  /** Shown when there are no rows; defaults to the catalogue's "No data". */
  renderEmptyState?: () => ReactNode;
  ref?: Ref<HTMLTableSectionElement>;
}

export function TableBody<T extends object>({ items, children, renderEmptyState, ...props }: TableBodyProps<T>) {
  const { t } = useLingui();
  const { isLoading } = useContext(TableStateContext);
  return (
    <AriaTableBody
      {...props}
      items={isLoading ? [] : items}
      renderEmptyState={() => (
        <div className={styles.state}>
          {isLoading ? <Spinner size="medium" /> : renderEmptyState ? renderEmptyState() : t`No data`}
        </div>
      )}
    >
      {isLoading && typeof children !== 'function' ? null : children}
    </AriaTableBody>
  );
}

export interface RowProps<T> extends Omit<AriaRowProps<T>, 'className' | 'style'> {
  ref?: Ref<HTMLTableRowElement>;
}

/** A body row; adds its selection checkbox when the table allows selection. */
export function Row<T extends object>({ id, columns, children, ...props }: RowProps<T>) {
  const { selectionMode, selectionBehavior } = useTableOptions();
  const withCheckbox = selectionMode !== 'none' && selectionBehavior === 'toggle';
  return (
    <AriaRow id={id} {...props} className={styles.row}>
      {withCheckbox ? (
        <AriaCell className={`${styles.cell} ${styles.checkboxCell}`}>
          <SelectionCheckbox />
        </AriaCell>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </AriaRow>
  );
}

export interface CellProps extends Omit<AriaCellProps, 'className' | 'style'> {
  /** Match the column's `align`. */
  align?: TableAlign;
  ref?: Ref<HTMLTableCellElement>;
}

export function Cell({ align = 'start', ...props }: CellProps) {
  return <AriaCell {...props} className={`${styles.cell} ${styles.align[align]}`} />;
}

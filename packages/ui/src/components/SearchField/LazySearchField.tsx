import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useState } from 'react';
import { CloseIcon, SearchIcon } from '../../icons/index.ts';
import { useHandoff, useStandIn } from '../../lazy/handoff.ts';
import { lazyPart, useLazyPart } from '../../lazy/lazyPart.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import type { SearchFieldProps } from './SearchField.tsx';
import * as styles from './SearchField.css.ts';

/** The search field's code (stories load it in `loaders`, so a play never races the hand-over). */
export const searchField = lazyPart(() => import('./SearchField.tsx'));

export interface LazySearchFieldProps extends Pick<
  SearchFieldProps,
  'aria-label' | 'placeholder' | 'maxLength' | 'onSubmit' | 'onClear'
> {
  /** The text in the box (controlled: what was typed before the field's code arrived carries over). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A label-less search box whose react-aria code (text field, validation, search field) loads in idle time after the
 * first render, or at once when the box is focused or the pointer reaches it. Until then a native stand-in shows the
 * same box and does the same: typing, Enter submits, Escape or the clear button empties it; focus is handed over.
 */
export function LazySearchField(props: LazySearchFieldProps) {
  const [needed, setNeeded] = useState(false);
  const handoffRef = useHandoff();
  const module = useLazyPart(searchField, { now: needed });
  if (module) return <module.SearchField {...props} handoffRef={handoffRef} />;
  return <SearchFieldStandIn {...props} handoffRef={handoffRef} request={() => setNeeded(true)} />;
}

function SearchFieldStandIn({
  value,
  onChange,
  onSubmit,
  onClear,
  placeholder,
  maxLength,
  handoffRef,
  request,
  ...props
}: LazySearchFieldProps & { handoffRef: ReturnType<typeof useHandoff>; request: () => void }) {
  const { t } = useLingui();
  const { ref } = useStandIn<HTMLInputElement>(handoffRef, request);
  useLayoutEffect(() => {
    const input = ref.current;
    const handoff = handoffRef.current;
    // Leaving while focused: the real input carries on with the caret after the text.
    return () => {
      if (input && input.ownerDocument.activeElement === input) handoff.inputValue = input.value;
    };
  }, [ref, handoffRef]);
  const clear = () => {
    onChange('');
    onClear?.();
  };
  return (
    <div
      className={`${fieldStyles.field} ${styles.field}`}
      data-empty={value === '' ? '' : undefined}
      data-stand-in=""
      onPointerEnter={request}
    >
      <div className={fieldStyles.controlBox}>
        <span className={fieldStyles.adornment}>
          <SearchIcon size="small" />
        </span>
        <input
          ref={ref}
          type="search"
          className={fieldStyles.innerInput}
          aria-label={props['aria-label']}
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onFocus={request}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onSubmit?.(value);
            } else if (event.key === 'Escape' && value !== '') {
              event.preventDefault();
              clear();
            }
          }}
        />
        <button
          type="button"
          tabIndex={-1}
          className={`${fieldStyles.fieldButton} ${styles.clearButton}`}
          aria-label={t`Clear search`}
          onClick={clear}
        >
          <CloseIcon size="small" />
        </button>
      </div>
    </div>
  );
}

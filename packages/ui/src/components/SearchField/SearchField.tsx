import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import type { Ref } from 'react';
import { CloseIcon, SearchIcon } from '../../icons/icons.tsx';
import { FieldHelp, FieldLabel, fieldStyles, type FieldAnatomyProps } from '../Field/Field.tsx';
import * as styles from './SearchField.css.ts';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'>, FieldAnatomyProps {
  placeholder?: string;
  /** The `<input>` itself, so a caller can focus or select it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A search box: Enter calls `onSubmit`, Escape or the clear button empties it (`onClear`). The clear button
 * appears once something is typed and is named by a localized "Clear search".
 */
export function SearchField({ label, description, errorMessage, placeholder, ref, ...props }: SearchFieldProps) {
  const { t } = useLingui();
  return (
    <AriaSearchField {...props} className={`${fieldStyles.field} ${styles.field}`}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div className={fieldStyles.controlBox}>
        <span className={fieldStyles.adornment}>
          <SearchIcon size="small" />
        </span>
        <Input ref={ref} className={fieldStyles.innerInput} placeholder={placeholder} />
        <Button className={`${fieldStyles.fieldButton} ${styles.clearButton}`} aria-label={t`Clear search`}>
          <CloseIcon size="small" />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}

import { Button, ListBox, Popover, Select as AriaSelect, SelectValue, type Key } from 'react-aria-components';
import { useHydrated } from '../../runtime/hydrated.ts';
import { ChevronDownIcon } from '../../icons/shellIcons.tsx';
import * as selectStyles from '../Select/Select.css.ts';
import { SelectItem } from '../Select/SelectItem.tsx';
import type { AreaCodeOption } from './areaCodes.ts';
import * as styles from './PhoneField.css.ts';

export interface AreaCodePickerProps {
  /** The picker's name ("Area code"). */
  label: string;
  options: readonly AreaCodeOption[];
  /** The chosen region, if one is known for the area code. */
  country: string | undefined;
  areaNum: string;
  onChoose: (key: Key | null) => void;
  isDisabled?: boolean;
}

/** The area-code list of `PhoneField` (react-aria Select, ListBox and Popover). */
export function AreaCodePicker({ label, options, country, areaNum, onChoose, isDisabled }: AreaCodePickerProps) {
  // The regions' names and order come from the runtime's Intl data, which differs between the prerender (Node) and
  // each browser: until hydration is done the list holds the chosen region only, so both markups agree.
  const hydrated = useHydrated();
  const items = hydrated ? options : options.filter((option) => option.country === country);
  return (
    <AriaSelect<AreaCodeOption>
      aria-label={label}
      value={country ?? null}
      onChange={onChoose}
      isDisabled={isDisabled}
      className={styles.areaSelect}
    >
      <Button className={styles.areaButton}>
        <SelectValue<AreaCodeOption> className={styles.areaValue}>{() => `+${areaNum}`}</SelectValue>
        <ChevronDownIcon size="small" className={styles.areaChevron} />
      </Button>
      <Popover className={`${selectStyles.popover} ${styles.areaPopover}`} placement="bottom start" offset={8}>
        <ListBox items={items} className={selectStyles.listBox}>
          {(option) => (
            <SelectItem id={option.country} textValue={option.name}>
              <span className={styles.option}>
                <span>{option.name}</span>
                <span className={styles.optionCode}>+{option.areaNum}</span>
              </span>
            </SelectItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

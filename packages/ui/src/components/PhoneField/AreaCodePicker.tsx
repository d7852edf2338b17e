import { useContext, type RefObject } from 'react';
import {
  Button,
  ListBox,
  Popover,
  Select as AriaSelect,
  SelectStateContext,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/index.ts';
import { useTakeOver, type Handoff } from '../../lazy/handoff.ts';
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
  /** Focus and a press the stand-in trigger took before this module arrived. */
  handoffRef?: RefObject<Handoff>;
}

/** The trigger inside the `Select`: carries on from the stand-in (focus, a pending press). */
function AreaButton({ areaNum, handoffRef }: { areaNum: string; handoffRef?: RefObject<Handoff> }) {
  const state = useContext(SelectStateContext);
  const ref = useTakeOver<HTMLButtonElement>(
    handoffRef,
    state ? (focus) => state.open(focus) : undefined,
    (state?.collection.size ?? 0) > 0,
  );
  return (
    <Button ref={ref} className={styles.areaButton}>
      <SelectValue<AreaCodeOption> className={styles.areaValue}>{() => `+${areaNum}`}</SelectValue>
      <ChevronDownIcon size="small" className={styles.areaChevron} />
    </Button>
  );
}

/**
 * The area-code list of `PhoneField` (react-aria Select, ListBox and Popover): loaded on demand, while a stand-in
 * that looks the same holds its place.
 */
export function AreaCodePicker({
  label,
  options,
  country,
  areaNum,
  onChoose,
  isDisabled,
  handoffRef,
}: AreaCodePickerProps) {
  return (
    <AriaSelect<AreaCodeOption>
      aria-label={label}
      value={country ?? null}
      onChange={onChoose}
      isDisabled={isDisabled}
      className={styles.areaSelect}
    >
      <AreaButton areaNum={areaNum} handoffRef={handoffRef} />
      <Popover className={`${selectStyles.popover} ${styles.areaPopover}`} placement="bottom start" offset={8}>
        <ListBox items={options} className={selectStyles.listBox}>
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

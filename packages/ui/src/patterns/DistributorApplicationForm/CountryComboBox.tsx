import type { Key } from 'react-aria-components';
import { ComboBox } from '../../components/ComboBox/ComboBox.tsx';
import type { AreaCodeOption } from '../../components/PhoneField/areaCodes.ts';
import { SelectItem } from '../../components/Select/SelectItem.tsx';

export interface CountryComboBoxProps {
  label: string;
  countries: readonly AreaCodeOption[];
  /** ISO code of the chosen country, or '' for none. */
  value: string;
  onChange: (key: Key | null) => void;
  isInvalid: boolean;
  errorMessage?: string;
}

/** The company's country: a combo box over every region (filtered as the user types). */
export function CountryComboBox({ label, countries, value, onChange, isInvalid, errorMessage }: CountryComboBoxProps) {
  return (
    <ComboBox<AreaCodeOption>
      label={label}
      isRequired
      defaultItems={countries}
      selectedKey={value || null}
      onSelectionChange={onChange}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    >
      {(option) => (
        <SelectItem id={option.country} textValue={option.name}>
          {option.name}
        </SelectItem>
      )}
    </ComboBox>
  );
}

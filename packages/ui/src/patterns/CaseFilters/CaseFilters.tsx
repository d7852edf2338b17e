import { useLingui } from '@lingui/react/macro';
import { CASE_KEYWORD_MAX, CASE_SORT, type CaseSortId } from '@kankan/domain';
import { useId, useState } from 'react';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { ToggleButton, ToggleButtonGroup } from '../../components/ToggleButtonGroup/ToggleButtonGroup.tsx';
import { useCaseVocabulary } from '../CaseCard/useCaseVocabulary.ts';
import { CASE_CAMERA_FILTERS, type CaseCameraFilter, type CaseFilterValue } from './caseFilterValue.ts';
import * as styles from './CaseFilters.css.ts';

export interface CaseFiltersProps {
  value: CaseFilterValue;
  /** A filter changed: a camera or sort option was chosen, or a keyword submitted (Enter) or cleared. */
  onChange: (value: CaseFilterValue) => void;
}

const SORTS = [CASE_SORT.recommended, CASE_SORT.newest, CASE_SORT.hot] as const;

function isCameraFilter(key: unknown): key is CaseCameraFilter {
  return (CASE_CAMERA_FILTERS as readonly unknown[]).includes(key);
}

function isSort(key: unknown): key is CaseSortId {
  return (SORTS as readonly unknown[]).includes(Number(key));
}

/**
 * The case list's filters (spec 2.5): camera type (all, Lite, Pro), sort (website recommended, newest, hot) and a
 * keyword box searched with Enter. The keyword being typed stays in the box until it is submitted or cleared.
 */
export function CaseFilters({ value, onChange }: CaseFiltersProps) {
  const { t } = useLingui();
  const { cameras } = useCaseVocabulary();
  const cameraLabelId = useId();
  const sortLabelId = useId();
  const [text, setText] = useState(value.keyword);
  // A keyword set from outside (the address bar, "clear filters") replaces what is in the box.
  const [shownKeyword, setShownKeyword] = useState(value.keyword);
  if (shownKeyword !== value.keyword) {
    setShownKeyword(value.keyword);
    setText(value.keyword);
  }
  const cameraLabels: Record<CaseCameraFilter, string> = { all: t`All cameras`, lite: cameras.lite, pro: cameras.pro };
  const sortLabels: Record<CaseSortId, string> = {
    [CASE_SORT.recommended]: t`Recommended`,
    [CASE_SORT.newest]: t`Newest`,
    [CASE_SORT.hot]: t`Most viewed`,
  };

  return (
    <div className={styles.filters}>
      <div className={styles.group}>
        <span id={cameraLabelId} className={styles.label}>{t`Camera`}</span>
        <ToggleButtonGroup
          aria-labelledby={cameraLabelId}
          selectedKeys={[value.cameraType]}
          onSelectionChange={(keys) => {
            const [key] = [...keys];
            if (isCameraFilter(key) && key !== value.cameraType) onChange({ ...value, cameraType: key });
          }}
        >
          {CASE_CAMERA_FILTERS.map((camera) => (
            <ToggleButton key={camera} id={camera}>
              {cameraLabels[camera]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      <div className={styles.group}>
        <span id={sortLabelId} className={styles.label}>{t`Sort by`}</span>
        <ToggleButtonGroup
          aria-labelledby={sortLabelId}
          selectedKeys={[String(value.sort)]}
          onSelectionChange={(keys) => {
            const [key] = [...keys];
            if (isSort(key) && Number(key) !== value.sort) onChange({ ...value, sort: Number(key) as CaseSortId });
          }}
        >
          {SORTS.map((sort) => (
            <ToggleButton key={sort} id={String(sort)}>
              {sortLabels[sort]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      <div className={styles.search}>
        <SearchField
          aria-label={t`Search cases`}
          placeholder={t`Search cases by name`}
          maxLength={CASE_KEYWORD_MAX}
          value={text}
          onChange={setText}
          onSubmit={(submitted) => {
            const keyword = submitted.trim();
            setText(keyword);
            if (keyword !== value.keyword) onChange({ ...value, keyword });
          }}
          onClear={() => {
            if (value.keyword !== '') onChange({ ...value, keyword: '' });
          }}
        />
      </div>
    </div>
  );
}

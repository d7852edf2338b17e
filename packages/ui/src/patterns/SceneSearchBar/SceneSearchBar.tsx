import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import {
  KEYWORD_TYPE,
  SCENE_SEARCH_KEY_MAX,
  validateSceneSearchKey,
  type KeywordTypeId,
  type KeywordTypeName,
} from '@kankan/domain';
import { messageForReason } from '@kankan/i18n';
import { useEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { SelectItem } from '../../components/Select/SelectItem.tsx';
import { ToggleButton, ToggleButtonGroup } from '../../components/ToggleButtonGroup/ToggleButtonGroup.tsx';
import { GridViewIcon, ListViewIcon } from '../../icons/icons.tsx';
import type { SceneListView } from '../SceneList/SceneList.tsx';
import * as styles from './SceneSearchBar.css.ts';

const keywordTypeMessages: Record<KeywordTypeName, { label: MessageDescriptor; placeholder: MessageDescriptor }> = {
  sceneName: { label: msg`Scene name`, placeholder: msg`Search by scene name` },
  sceneNum: { label: msg`Scene code`, placeholder: msg`Search by scene code` },
  camera: { label: msg`Camera SN`, placeholder: msg`Search by camera name or SN` },
};

const keywordTypeNames = Object.keys(KEYWORD_TYPE) as KeywordTypeName[];

function nameOf(id: KeywordTypeId): KeywordTypeName {
  return keywordTypeNames.find((name) => KEYWORD_TYPE[name] === id) ?? 'sceneName';
}

export interface SceneSearchQuery {
  /** Trimmed; empty means "no search" (list everything). */
  searchKey: string;
  keywordType: KeywordTypeId;
}

export interface SceneSearchBarProps {
  /** The text in the box (controlled); kept as typed, also when it is too long. */
  searchKey?: string;
  defaultSearchKey?: string;
  onSearchKeyChange?: (value: string) => void;
  /** What the key is matched against: 1 scene name (default), 2 scene code, 3 camera. */
  keywordType?: KeywordTypeId;
  defaultKeywordType?: KeywordTypeId;
  onKeywordTypeChange?: (keywordType: KeywordTypeId) => void;
  /** Enter or the Search button with a valid key; clearing the box searches for everything. */
  onSearch: (query: SceneSearchQuery) => void;
  view: SceneListView;
  onViewChange: (view: SceneListView) => void;
  /** The scenes counted against the capacity (`sceneNum`: normal and calculating); `null` while the list loads. */
  sceneNum: number | null;
  /** All scenes of the list (`total`); `null` while the list loads: the summary says nothing rather than 0. */
  total: number | null;
  /** Scenes matching the current search (`listTotal`); shown while a search is active. */
  listTotal?: number;
  /** Hide the capacity part of the summary (the collaborative list counts nothing against my capacity). */
  hideSceneNum?: boolean;
}

/**
 * The bar above the scene list: a keyword search with what it matches (scene name, scene code or camera), the
 * scene counts (`sceneNum` of `total`, and the matches while searching) and the list / cover view switch. A key over
 * 50 characters shows a message at the field and is not sent; what was typed stays.
 */
export function SceneSearchBar({
  searchKey,
  defaultSearchKey = '',
  onSearchKeyChange,
  keywordType,
  defaultKeywordType = KEYWORD_TYPE.sceneName,
  onKeywordTypeChange,
  onSearch,
  view,
  onViewChange,
  sceneNum,
  total,
  listTotal,
  hideSceneNum = false,
}: SceneSearchBarProps) {
  const { t, i18n } = useLingui();
  const [ownKey, setOwnKey] = useState(defaultSearchKey);
  const [ownType, setOwnType] = useState<KeywordTypeId>(defaultKeywordType);
  const [error, setError] = useState<string | null>(null);
  const value = searchKey ?? ownKey;
  const type = keywordType ?? ownType;
  const typeName = nameOf(type);

  const setValue = (next: string) => {
    if (searchKey === undefined) setOwnKey(next);
    onSearchKeyChange?.(next);
    // A message about the length goes as soon as the text fits again.
    if (error !== null && validateSceneSearchKey(next) === null) setError(null);
  };
  const search = (key: string = value, matchType: KeywordTypeId = type) => {
    const reason = validateSceneSearchKey(key);
    if (reason) {
      setError(messageForReason(reason, { field: t`The search text`, max: SCENE_SEARCH_KEY_MAX }));
      return;
    }
    setError(null);
    onSearch({ searchKey: key.trim(), keywordType: matchType });
  };
  const setType = (key: Key | null) => {
    const next = keywordTypeNames.map((name) => KEYWORD_TYPE[name]).find((id) => String(id) === String(key));
    if (next === undefined) return;
    if (keywordType === undefined) setOwnType(next);
    onKeywordTypeChange?.(next);
  };

  // A screen drawn on the server takes typing before its script has taken over: what is in the box then is the
  // user's, and becomes the value once the bar is live, rather than being overwritten by the value it was drawn with.
  const searchRef = useRef<HTMLInputElement>(null);
  const drawnValue = useRef(value);
  useEffect(() => {
    const input = searchRef.current;
    if (input && input.value !== drawnValue.current) setValue(input.value);
    // Only at the first render after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const searching = listTotal !== undefined;
  const found = i18n.number(listTotal ?? 0);
  const all = total === null ? null : i18n.number(total);
  const counted = sceneNum === null ? null : i18n.number(sceneNum);

  return (
    <div className={styles.bar}>
      <div className={styles.search} role="search">
        <div className={styles.keywordType}>
          <Select aria-label={t`Search in`} selectedKey={String(type)} onSelectionChange={setType}>
            {keywordTypeNames.map((name) => (
              <SelectItem key={name} id={String(KEYWORD_TYPE[name])}>
                {i18n._(keywordTypeMessages[name].label)}
              </SelectItem>
            ))}
          </Select>
        </div>
        <div className={styles.field}>
          <SearchField
            ref={searchRef}
            aria-label={i18n._(keywordTypeMessages[typeName].placeholder)}
            placeholder={i18n._(keywordTypeMessages[typeName].placeholder)}
            value={value}
            onChange={setValue}
            onSubmit={(key) => search(key)}
            onClear={() => search('')}
            isInvalid={error !== null}
            validationBehavior="aria"
            errorMessage={error ?? undefined}
          />
        </div>
        <Button variant="outline" tone="neutral" onPress={() => search()}>
          {t`Search`}
        </Button>
      </div>
      <p className={styles.summary} aria-live="polite">
        {searching ? <span className={styles.found}>{t`${found} found`}</span> : null}
        {all === null ? null : (
          <span>
            {hideSceneNum || counted === null
              ? t`${all} scenes`
              : t`${all} scenes, ${counted} counted against capacity`}
          </span>
        )}
      </p>
      <ToggleButtonGroup
        aria-label={t`View`}
        selectedKeys={[view]}
        onSelectionChange={(keys) => {
          const next = [...keys][0];
          if (next === 'list' || next === 'cover') onViewChange(next);
        }}
      >
        <ToggleButton id="list" label={t`List view`}>
          <ListViewIcon />
        </ToggleButton>
        <ToggleButton id="cover" label={t`Cover view`}>
          <GridViewIcon />
        </ToggleButton>
      </ToggleButtonGroup>
    </div>
  );
}
